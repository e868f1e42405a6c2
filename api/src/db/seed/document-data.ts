// Texts of the generated PDF documents, one file per language (the PDFs embed a font with Cyrillic, so Russian has
// its own texts too).
import type { Lang } from '@shop/shared/contracts/common';
import { INQUIRY_FILE_RETENTION_DAYS } from '@shop/shared/contracts/limits';
import type { PdfBlock } from '../../lib/pdf.ts';
import type { L } from './catalog-data.ts';

export type PdfLang = Lang;

export interface DocumentDef {
  kind: 'site' | 'protocol' | 'assembly';
  /** The header's static files have a fixed key (the contract's DocumentKey). */
  key?: 'terms' | 'ethics' | 'privacy' | 'complaint' | 'faq';
  file: string;
  title: L;
  /** Languages the document exists in (default: all). */
  langs?: readonly string[];
  blocks: Partial<Record<PdfLang, PdfBlock[]>>;
}

const h = (text: string): PdfBlock => ({ kind: 'heading', text });
const t = (text: string): PdfBlock => ({ kind: 'paragraph', text });
const b = (text: string): PdfBlock => ({ kind: 'bullet', text });

export const DOCUMENTS: DocumentDef[] = [
  {
    kind: 'site',
    key: 'terms',
    file: 'terms',
    title: ['Všeobecné obchodné podmienky', 'General terms of sale', 'Általános szerződési feltételek', 'Opšti uslovi prodaje', 'Общие условия продажи'],
    blocks: {
      sk: [h('1. Úvodné ustanovenia'), t('Tieto podmienky upravujú predaj výrobkov spoločnosti Kovovýroba Demo s.r.o. prostredníctvom internetového obchodu a na základe cenových ponúk.'), h('2. Objednávka a zmluva'), t('Zmluva vzniká potvrdením objednávky e-mailom. Pri zákazkovej výrobe vzniká podpisom odsúhlaseného návrhu.'), h('3. Ceny a platba'), t('Ceny sú uvedené s DPH aj bez nej. Zákazková výroba sa platí zálohou 50 % pri objednávke a doplatkom po montáži.'), h('4. Dodanie'), t('Výrobky skladom expedujeme do 5 pracovných dní, zákazkovú výrobu do 6 týždňov od odsúhlasenia návrhu.'), h('5. Odstúpenie od zmluvy'), t('Spotrebiteľ môže odstúpiť od zmluvy do 14 dní od prevzatia tovaru. To neplatí pre výrobky zhotovené na mieru.')],
      en: [h('1. Introduction'), t('These terms govern the sale of products of Kovovýroba Demo s.r.o. through the online shop and on the basis of price quotes.'), h('2. Order and contract'), t('The contract is made when we confirm the order by e-mail. For custom production it is made by signing the approved design.'), h('3. Prices and payment'), t('Prices are shown with and without VAT. Custom production is paid with a 50% deposit on order and the balance after installation.'), h('4. Delivery'), t('Products in stock ship within 5 working days; custom production within 6 weeks of design approval.'), h('5. Withdrawal'), t('Consumers may withdraw from the contract within 14 days of receiving the goods. This does not apply to products made to measure.')],
      hu: [h('1. Bevezető rendelkezések'), t('Ezek a feltételek a Kovovýroba Demo s.r.o. termékeinek webáruházon és árajánlat alapján történő értékesítésére vonatkoznak.'), h('2. Megrendelés és szerződés'), t('A szerződés a megrendelés e-mailes visszaigazolásával jön létre, egyedi gyártásnál a jóváhagyott terv aláírásával.'), h('3. Árak és fizetés'), t('Az árakat áfával és áfa nélkül is feltüntetjük. Egyedi gyártásnál 50% előleg fizetendő a rendeléskor, a fennmaradó összeg a szerelés után.'), h('4. Szállítás'), t('A raktáron lévő termékeket 5 munkanapon belül, az egyedi gyártást a terv jóváhagyásától számított 6 héten belül szállítjuk.'), h('5. Elállás'), t('A fogyasztó az áru átvételétől számított 14 napon belül elállhat a szerződéstől. Ez nem vonatkozik a méretre készült termékekre.')],
      sr: [h('1. Uvodne odredbe'), t('Ovi uslovi uređuju prodaju proizvoda firme Kovovýroba Demo s.r.o. preko internet prodavnice i na osnovu ponuda.'), h('2. Porudžbina i ugovor'), t('Ugovor nastaje potvrdom porudžbine e-poštom, a kod proizvodnje po meri potpisivanjem odobrenog predloga.'), h('3. Cene i plaćanje'), t('Cene su navedene sa PDV-om i bez njega. Proizvodnja po meri plaća se avansom od 50 % pri porudžbini i ostatkom posle montaže.'), h('4. Isporuka'), t('Proizvode sa lagera šaljemo u roku od 5 radnih dana, a proizvodnju po meri u roku od 6 nedelja od odobrenja predloga.'), h('5. Odustanak od ugovora'), t('Potrošač može odustati od ugovora u roku od 14 dana od prijema robe. To ne važi za proizvode izrađene po meri.')],
      ru: [h('1. Вводные положения'), t('Настоящие условия регулируют продажу продукции компании Kovovýroba Demo s.r.o. через интернет-магазин и на основании ценовых предложений.'), h('2. Заказ и договор'), t('Договор заключается, когда мы подтверждаем заказ по электронной почте. При изготовлении на заказ — подписанием согласованного проекта.'), h('3. Цены и оплата'), t('Цены указаны с НДС и без НДС. Изготовление на заказ оплачивается авансом 50 % при заказе и остатком после монтажа.'), h('4. Доставка'), t('Товары в наличии отправляем в течение 5 рабочих дней, изготовление на заказ — в течение 6 недель после согласования проекта.'), h('5. Отказ от договора'), t('Потребитель может отказаться от договора в течение 14 дней с момента получения товара. Это не относится к изделиям, изготовленным по индивидуальным размерам.')],
    },
  },
  {
    kind: 'site',
    key: 'ethics',
    file: 'ethics',
    title: ['Etický kódex', 'Code of ethics', 'Etikai kódex', 'Etički kodeks', 'Этический кодекс'],
    blocks: {
      sk: [h('Naše hodnoty'), t('Konáme čestne voči zákazníkom, zamestnancom aj dodávateľom a dodržiavame zákony všetkých krajín, v ktorých pôsobíme.'), b('Neponúkame ani neprijímame úplatky a neprimerané dary.'), b('Chránime zdravie a bezpečnosť pri práci.'), b('Šetríme energiu a suroviny, oceľový odpad v plnej miere recyklujeme.'), h('Nahlasovanie'), t('Porušenie kódexu môže ktokoľvek nahlásiť dôverne na adrese etika@kovovyroba-demo.sk.')],
      en: [h('Our values'), t('We act honestly towards customers, employees and suppliers and comply with the laws of every country we work in.'), b('We neither offer nor accept bribes or inappropriate gifts.'), b('We protect health and safety at work.'), b('We save energy and raw materials and recycle all steel waste.'), h('Reporting'), t('Anyone can report a breach of this code in confidence to etika@kovovyroba-demo.sk.')],
      hu: [h('Értékeink'), t('Becsületesen járunk el ügyfeleinkkel, munkatársainkkal és beszállítóinkkal, és betartjuk minden ország törvényeit, ahol tevékenykedünk.'), b('Nem kínálunk és nem fogadunk el kenőpénzt vagy nem helyénvaló ajándékot.'), b('Védjük a munkahelyi egészséget és biztonságot.'), b('Takarékoskodunk az energiával és a nyersanyagokkal, az acélhulladékot teljes mértékben újrahasznosítjuk.'), h('Bejelentés'), t('A kódex megsértését bárki bizalmasan bejelentheti az etika@kovovyroba-demo.sk címen.')],
      sr: [h('Naše vrednosti'), t('Prema kupcima, zaposlenima i dobavljačima postupamo pošteno i poštujemo zakone svih zemalja u kojima poslujemo.'), b('Ne nudimo i ne primamo mito ni neprimerene poklone.'), b('Čuvamo zdravlje i bezbednost na radu.'), b('Štedimo energiju i sirovine, a čelični otpad u potpunosti recikliramo.'), h('Prijavljivanje'), t('Kršenje kodeksa svako može poverljivo prijaviti na adresu etika@kovovyroba-demo.sk.')],
      ru: [h('Наши ценности'), t('Мы честно относимся к клиентам, сотрудникам и поставщикам и соблюдаем законы всех стран, в которых работаем.'), b('Мы не предлагаем и не принимаем взяток и неуместных подарков.'), b('Мы охраняем здоровье и безопасность на рабочем месте.'), b('Мы экономим энергию и сырьё и полностью перерабатываем стальные отходы.'), h('Сообщения о нарушениях'), t('Любой может конфиденциально сообщить о нарушении кодекса по адресу etika@kovovyroba-demo.sk.')],
    },
  },
  {
    kind: 'site',
    key: 'privacy',
    file: 'privacy',
    title: ['Ochrana osobných údajov', 'Privacy policy', 'Adatvédelmi tájékoztató', 'Zaštita podataka o ličnosti', 'Политика конфиденциальности'],
    blocks: {
      sk: [h('Prevádzkovateľ'), t('Kovovýroba Demo s.r.o., Priemyselná 12, 010 01 Žilina.'), h('Aké údaje spracúvame'), b('meno, e-mail, telefón a adresu z objednávok a dopytov,'), b('obsah správ z kontaktných formulárov.'), h('Účel a doba uchovania'), t('Údaje používame na vybavenie objednávok a dopytov a uchovávame ich 10 rokov kvôli účtovníctvu, dopyty bez objednávky 2 roky.'), t(`Súbory priložené k dopytu (náčrt, fotografiu) posielame e-mailom do našej kancelárie; server e-shopu ich zmaže hneď po doručení e-mailu, a ak sa ho nepodarí doručiť, najneskôr po ${INQUIRY_FILE_RETENTION_DAYS} dňoch. Kancelária ich uchováva spolu s dopytom.`), h('Vaše práva'), t('Máte právo na prístup k údajom, ich opravu, vymazanie a podanie sťažnosti na Úrad na ochranu osobných údajov SR.')],
      en: [h('Controller'), t('Kovovýroba Demo s.r.o., Priemyselná 12, 010 01 Žilina, Slovakia.'), h('What data we process'), b('name, e-mail, phone and address from orders and inquiries,'), b('the content of messages sent through contact forms.'), h('Purpose and retention'), t('We use the data to handle orders and inquiries and keep it for 10 years for accounting; inquiries without an order for 2 years.'), t(`Files you attach to an inquiry (a sketch, a photo) are sent to our office by e-mail; the shop's server deletes them as soon as the e-mail is delivered, or after ${INQUIRY_FILE_RETENTION_DAYS} days at the latest if it cannot be delivered. Our office keeps them with the inquiry.`), h('Your rights'), t('You have the right to access, correct and erase your data and to complain to the Slovak data protection authority.')],
      hu: [h('Adatkezelő'), t('Kovovýroba Demo s.r.o., Priemyselná 12, 010 01 Žilina, Szlovákia.'), h('Milyen adatokat kezelünk'), b('a rendelésekből és ajánlatkérésekből származó nevet, e-mail-címet, telefonszámot és címet,'), b('a kapcsolatfelvételi űrlapokon küldött üzenetek tartalmát.'), h('Cél és megőrzési idő'), t('Az adatokat a rendelések és ajánlatkérések intézésére használjuk; a számvitel miatt 10 évig, a rendelés nélküli ajánlatkéréseket 2 évig őrizzük.'), t(`Az ajánlatkéréshez csatolt fájlokat (vázlat, fénykép) e-mailben továbbítjuk irodánknak; a webáruház szervere az e-mail kézbesítése után azonnal törli őket, ha pedig nem kézbesíthető, legkésőbb ${INQUIRY_FILE_RETENTION_DAYS} nap elteltével. Irodánk az ajánlatkéréssel együtt őrzi meg őket.`), h('Az Ön jogai'), t('Joga van az adatokhoz való hozzáféréshez, azok helyesbítéséhez és törléséhez, valamint panaszt tehet a szlovák adatvédelmi hatóságnál.')],
      sr: [h('Rukovalac'), t('Kovovýroba Demo s.r.o., Priemyselná 12, 010 01 Žilina, Slovačka.'), h('Koje podatke obrađujemo'), b('ime, e-poštu, telefon i adresu iz porudžbina i upita,'), b('sadržaj poruka iz kontakt formulara.'), h('Svrha i rok čuvanja'), t('Podatke koristimo za obradu porudžbina i upita i čuvamo ih 10 godina zbog računovodstva, a upite bez porudžbine 2 godine.'), t(`Datoteke priložene uz upit (skicu, fotografiju) šaljemo e-poštom našoj kancelariji; server prodavnice ih briše odmah po isporuci e-poruke, a ako se ona ne može isporučiti, najkasnije posle ${INQUIRY_FILE_RETENTION_DAYS} dana. Kancelarija ih čuva zajedno sa upitom.`), h('Vaša prava'), t('Imate pravo na pristup podacima, njihovu ispravku i brisanje, kao i na žalbu slovačkom organu za zaštitu podataka.')],
      ru: [h('Оператор'), t('Kovovýroba Demo s.r.o., Priemyselná 12, 010 01 Žilina, Словакия.'), h('Какие данные мы обрабатываем'), b('имя, адрес электронной почты, телефон и адрес из заказов и запросов,'), b('содержание сообщений, отправленных через контактные формы.'), h('Цель и срок хранения'), t('Мы используем данные для обработки заказов и запросов и храним их 10 лет для целей бухгалтерского учёта, запросы без заказа — 2 года.'), t(`Файлы, приложенные к запросу (эскиз, фотографию), мы пересылаем в наш офис по электронной почте; сервер магазина удаляет их сразу после доставки письма, а если его не удаётся доставить, — не позднее чем через ${INQUIRY_FILE_RETENTION_DAYS} дней. Офис хранит их вместе с запросом.`), h('Ваши права'), t('Вы имеете право на доступ к своим данным, их исправление и удаление, а также на подачу жалобы в словацкий орган по защите персональных данных.')],
    },
  },
  {
    kind: 'site',
    key: 'complaint',
    file: 'complaint',
    title: ['Reklamačný protokol', 'Complaint form', 'Reklamációs jegyzőkönyv', 'Reklamacioni zapisnik', 'Бланк рекламации'],
    blocks: {
      sk: [t('Vyplnený protokol pošlite na obchod@kovovyroba-demo.sk alebo ho priložte k vrátenému výrobku.'), h('Údaje zákazníka'), t('Meno a priezvisko: ...................................................   Telefón: ..................................'), t('Číslo objednávky alebo faktúry: ........................................   Dátum kúpy: .............................'), h('Reklamovaný výrobok'), t('Názov a kód výrobku: ..............................................................................................'), t('Popis vady: ..................................................................................................................'), h('Požadovaný spôsob vybavenia'), b('oprava   •   výmena   •   zľava z ceny   •   odstúpenie od zmluvy'), t('Reklamáciu vybavíme najneskôr do 30 dní od jej uplatnenia.')],
      en: [t('Send the completed form to obchod@kovovyroba-demo.sk or enclose it with the returned product.'), h('Customer'), t('Full name: ...................................................   Phone: ..................................'), t('Order or invoice number: ........................................   Date of purchase: .............................'), h('Product'), t('Product name and code: ..............................................................................................'), t('Description of the defect: ..................................................................................................'), h('Requested remedy'), b('repair   •   replacement   •   price reduction   •   withdrawal from the contract'), t('We settle every complaint within 30 days of receiving it.')],
      hu: [t('A kitöltött jegyzőkönyvet küldje az obchod@kovovyroba-demo.sk címre, vagy mellékelje a visszaküldött termékhez.'), h('Vásárló adatai'), t('Név: ...................................................   Telefon: ..................................'), t('Rendelés- vagy számlaszám: ........................................   Vásárlás dátuma: .............................'), h('Reklamált termék'), t('Termék neve és kódja: ..............................................................................................'), t('A hiba leírása: ..................................................................................................'), h('Kért megoldás'), b('javítás   •   csere   •   árengedmény   •   elállás a szerződéstől'), t('A reklamációt legkésőbb 30 napon belül elintézzük.')],
      sr: [t('Popunjen zapisnik pošaljite na obchod@kovovyroba-demo.sk ili ga priložite uz vraćeni proizvod.'), h('Podaci kupca'), t('Ime i prezime: ...................................................   Telefon: ..................................'), t('Broj porudžbine ili računa: ........................................   Datum kupovine: .............................'), h('Reklamirani proizvod'), t('Naziv i šifra proizvoda: ..............................................................................................'), t('Opis nedostatka: ..................................................................................................'), h('Traženi način rešavanja'), b('popravka   •   zamena   •   sniženje cene   •   raskid ugovora'), t('Reklamaciju rešavamo najkasnije u roku od 30 dana.')],
      ru: [t('Отправьте заполненный бланк на obchod@kovovyroba-demo.sk или приложите его к возвращаемому товару.'), h('Данные покупателя'), t('Имя и фамилия: ...................................................   Телефон: ..................................'), t('Номер заказа или счёта: ........................................   Дата покупки: .............................'), h('Товар'), t('Название и код товара: ..............................................................................................'), t('Описание недостатка: ..................................................................................................'), h('Желаемый способ урегулирования'), b('ремонт   •   замена   •   снижение цены   •   отказ от договора'), t('Мы рассматриваем рекламацию не позднее 30 дней с момента её получения.')],
    },
  },
  {
    kind: 'site',
    key: 'faq',
    file: 'faq',
    langs: ['sk'],
    title: ['Často kladené otázky', '', '', '', ''],
    blocks: {
      sk: [h('Ako dlho trvá dodanie?'), t('Výrobky skladom expedujeme do 5 pracovných dní, zákazkovú výrobu do 4 až 6 týždňov.'), h('Montujete aj v zahraničí?'), t('Áno, v Česku, Maďarsku a Rakúsku.'), h('Aká je záruka?'), t('Na konštrukciu 5 rokov, na žiarové zinkovanie 10 rokov, na práškový lak 5 rokov, na pohony 2 roky.'), h('Ako sa starať o povrch?'), t('Dvakrát ročne umyť vodou so saponátom, drobné poškodenia opraviť dodanou opravnou farbou.')],
    },
  },
  {
    kind: 'protocol',
    file: 'dop-gates-en-13241',
    title: ['Vyhlásenie o parametroch – brány (EN 13241)', 'Declaration of performance – gates (EN 13241)', 'Teljesítménynyilatkozat – kapuk (EN 13241)', 'Izjava o svojstvima – kapije (EN 13241)', 'Декларация о характеристиках — ворота (EN 13241)'],
    blocks: {
      sk: [t('Č. VoP 2026/01 podľa nariadenia (EÚ) č. 305/2011'), h('Výrobok'), t('Krídlové a posuvné brány bez pohonu a s pohonom, typový rad KD 2026.'), h('Deklarované parametre'), b('Odolnosť proti zaťaženiu vetrom: trieda 3 (EN 12424)'), b('Bezpečné otváranie: vyhovuje (EN 12604)'), b('Prevádzkové sily pri pohone: vyhovuje (EN 12453)'), b('Trvanlivosť: žiarové zinkovanie podľa EN ISO 1461'), t('Parametre výrobku zodpovedajú deklarovaným parametrom. Za výrobcu: Ing. Peter Kováč, konateľ.')],
      en: [t('DoP no. 2026/01 according to Regulation (EU) No 305/2011'), h('Product'), t('Swing and sliding gates, manual and power operated, type range KD 2026.'), h('Declared performance'), b('Resistance to wind load: class 3 (EN 12424)'), b('Safe opening: pass (EN 12604)'), b('Operating forces of power-operated gates: pass (EN 12453)'), b('Durability: hot-dip galvanised to EN ISO 1461'), t('The performance of the product is in conformity with the declared performance. Signed for the manufacturer: Peter Kováč, managing director.')],
      hu: [t('Teljesítménynyilatkozat száma: 2026/01, a 305/2011/EU rendelet szerint'), h('Termék'), t('Kézi és motoros szárnyas és tolókapuk, KD 2026 típussor.'), h('Nyilatkozott teljesítmény'), b('Szélterhelés-állóság: 3. osztály (EN 12424)'), b('Biztonságos nyitás: megfelel (EN 12604)'), b('Motoros kapuk működtető erői: megfelel (EN 12453)'), b('Tartósság: tűzihorganyzás az EN ISO 1461 szerint'), t('A termék teljesítménye megfelel a nyilatkozott teljesítménynek. A gyártó nevében: Kováč Péter ügyvezető.')],
      sr: [t('Izjava br. 2026/01 prema Uredbi (EU) br. 305/2011'), h('Proizvod'), t('Krilne i klizne kapije, ručne i sa motorom, tipska serija KD 2026.'), h('Deklarisana svojstva'), b('Otpornost na opterećenje vetrom: klasa 3 (EN 12424)'), b('Bezbedno otvaranje: zadovoljava (EN 12604)'), b('Radne sile kapija sa motorom: zadovoljava (EN 12453)'), b('Trajnost: toplo cinkovano prema EN ISO 1461'), t('Svojstva proizvoda odgovaraju deklarisanim svojstvima. Za proizvođača: Peter Kováč, direktor.')],
      ru: [t('Декларация № 2026/01 в соответствии с Регламентом (ЕС) № 305/2011'), h('Изделие'), t('Распашные и откатные ворота, с ручным управлением и с приводом, типовой ряд KD 2026.'), h('Заявленные характеристики'), b('Стойкость к ветровой нагрузке: класс 3 (EN 12424)'), b('Безопасное открывание: соответствует (EN 12604)'), b('Рабочие усилия ворот с приводом: соответствует (EN 12453)'), b('Долговечность: горячее цинкование по EN ISO 1461'), t('Характеристики изделия соответствуют заявленным характеристикам. За изготовителя: Петер Ковач, директор.')],
    },
  },
  {
    kind: 'protocol',
    file: 'test-report-galvanising',
    title: ['Protokol o skúške zinkového povlaku', 'Test report of the zinc coating', 'Cinkbevonat vizsgálati jegyzőkönyve', 'Izveštaj o ispitivanju cinkove prevlake', 'Протокол испытания цинкового покрытия'],
    blocks: {
      sk: [t('Protokol č. ZN-0412/2025, skúšobné laboratórium Zinkovňa Demo'), h('Vzorky'), t('Stĺpiky plotu 60 × 40 × 2 mm a rámy brán z profilu 40 × 40 × 2 mm.'), h('Výsledky'), b('Priemerná hrúbka povlaku: 86 µm (požiadavka EN ISO 1461: min. 55 µm)'), b('Priľnavosť: vyhovuje'), b('Vzhľad: súvislý povlak bez nepokrytých miest'), t('Záver: vzorky vyhovujú požiadavkám normy EN ISO 1461.')],
      en: [t('Report no. ZN-0412/2025, test laboratory of Zinkovňa Demo'), h('Samples'), t('Fence posts 60 × 40 × 2 mm and gate frames of 40 × 40 × 2 mm tube.'), h('Results'), b('Mean coating thickness: 86 µm (EN ISO 1461 requires at least 55 µm)'), b('Adhesion: pass'), b('Appearance: continuous coating without bare spots'), t('Conclusion: the samples meet the requirements of EN ISO 1461.')],
      hu: [t('ZN-0412/2025 számú jegyzőkönyv, Zinkovňa Demo vizsgálólaboratórium'), h('Minták'), t('60 × 40 × 2 mm-es kerítésoszlopok és 40 × 40 × 2 mm-es zártszelvényből készült kapukeretek.'), h('Eredmények'), b('Átlagos bevonatvastagság: 86 µm (EN ISO 1461 követelmény: legalább 55 µm)'), b('Tapadás: megfelel'), b('Megjelenés: folytonos bevonat, fedetlen helyek nélkül'), t('Következtetés: a minták megfelelnek az EN ISO 1461 szabvány követelményeinek.')],
      sr: [t('Izveštaj br. ZN-0412/2025, laboratorija Zinkovňa Demo'), h('Uzorci'), t('Stubovi ograde 60 × 40 × 2 mm i ramovi kapija od profila 40 × 40 × 2 mm.'), h('Rezultati'), b('Prosečna debljina prevlake: 86 µm (EN ISO 1461 zahteva najmanje 55 µm)'), b('Prianjanje: zadovoljava'), b('Izgled: neprekidna prevlaka bez nepokrivenih mesta'), t('Zaključak: uzorci ispunjavaju zahteve standarda EN ISO 1461.')],
      ru: [t('Протокол № ZN-0412/2025, испытательная лаборатория Zinkovňa Demo'), h('Образцы'), t('Столбы забора 60 × 40 × 2 мм и рамы ворот из профиля 40 × 40 × 2 мм.'), h('Результаты'), b('Средняя толщина покрытия: 86 мкм (требование EN ISO 1461: не менее 55 мкм)'), b('Адгезия: соответствует'), b('Внешний вид: сплошное покрытие без непокрытых участков'), t('Заключение: образцы соответствуют требованиям стандарта EN ISO 1461.')],
    },
  },
  {
    kind: 'protocol',
    file: 'certificate-en-1090',
    title: ['Certifikát systému riadenia výroby EN 1090-2', 'Factory production control certificate EN 1090-2', 'EN 1090-2 üzemi gyártásellenőrzési tanúsítvány', 'Sertifikat kontrole fabričke proizvodnje EN 1090-2', 'Сертификат заводского производственного контроля EN 1090-2'],
    blocks: {
      sk: [t('Certifikát č. 1090-2025-0318, platný do 14. 2. 2028'), h('Rozsah'), t('Výroba nosných oceľových konštrukcií do triedy zhotovenia EXC2: schodiská, prístrešky, balkóny, plošiny a rámové konštrukcie brán.'), h('Zodpovedná osoba pre zváranie'), t('Ing. Marek Hudec, IWE.')],
      en: [t('Certificate no. 1090-2025-0318, valid until 14 February 2028'), h('Scope'), t('Manufacture of load-bearing steel structures up to execution class EXC2: staircases, canopies, balconies, platforms and gate frames.'), h('Responsible welding coordinator'), t('Marek Hudec, IWE.')],
      hu: [t('1090-2025-0318 számú tanúsítvány, érvényes 2028. február 14-ig'), h('Hatály'), t('Teherhordó acélszerkezetek gyártása EXC2 kivitelezési osztályig: lépcsők, előtetők, erkélyek, platformok és kapukeretek.'), h('Felelős hegesztési koordinátor'), t('Marek Hudec, IWE.')],
      sr: [t('Sertifikat br. 1090-2025-0318, važi do 14. 2. 2028.'), h('Obim'), t('Izrada nosećih čeličnih konstrukcija do klase izvođenja EXC2: stepeništa, nadstrešnice, balkoni, platforme i ramovi kapija.'), h('Odgovorno lice za zavarivanje'), t('Marek Hudec, IWE.')],
      ru: [t('Сертификат № 1090-2025-0318, действителен до 14 февраля 2028 г.'), h('Область применения'), t('Изготовление несущих стальных конструкций до класса исполнения EXC2: лестницы, навесы, балконы, площадки и рамы ворот.'), h('Ответственный координатор сварочных работ'), t('Марек Гудец, IWE.')],
    },
  },
  {
    kind: 'assembly',
    file: 'assembly-swing-gate',
    title: ['Návod na montáž krídlovej brány', 'Assembly instructions: swing gate', 'Szerelési útmutató: szárnyas kapu', 'Uputstvo za montažu krilne kapije', 'Инструкция по монтажу распашных ворот'],
    blocks: {
      sk: [h('Náradie'), b('vŕtačka, vodováha, meter, kľúče 13 a 17 mm, betón C20/25'), h('Postup'), b('Vykopte jamy pre stĺpiky 40 × 40 cm, hĺbka 80 cm.'), b('Osaďte stĺpiky podľa priloženej šablóny a zabetónujte ich; zvislosť skontrolujte vodováhou.'), b('Po 48 hodinách zaveste krídla na pánty a nastavte vôľu 10 mm nad terénom.'), b('Namontujte zámok, dorazy a stredovú zástrčku.'), t('Pri bráne s pohonom zverte elektrické zapojenie oprávnenej osobe.')],
      en: [h('Tools'), b('drill, spirit level, tape measure, 13 and 17 mm spanners, C20/25 concrete'), h('Steps'), b('Dig holes for the posts, 40 × 40 cm and 80 cm deep.'), b('Set the posts using the supplied template and concrete them in; check they are plumb with the level.'), b('After 48 hours hang the leaves on the hinges and set a 10 mm gap above the ground.'), b('Fit the lock, the stops and the drop bolt.'), t('For gates with an operator, leave the wiring to a qualified electrician.')],
      hu: [h('Szerszámok'), b('fúrógép, vízmérték, mérőszalag, 13-as és 17-es kulcs, C20/25 beton'), h('Lépések'), b('Ássa ki az oszlopok gödreit: 40 × 40 cm, 80 cm mély.'), b('Helyezze el az oszlopokat a mellékelt sablon szerint, és betonozza be őket; a függőlegességet vízmértékkel ellenőrizze.'), b('48 óra múlva akassza a szárnyakat a zsanérokra, és állítson be 10 mm hézagot a talaj felett.'), b('Szerelje fel a zárat, az ütközőket és a középső reteszt.'), t('Motoros kapunál a villanyszerelést bízza képesített szakemberre.')],
      sr: [h('Alat'), b('bušilica, libela, metar, ključevi 13 i 17 mm, beton C20/25'), h('Postupak'), b('Iskopajte rupe za stubove 40 × 40 cm, dubine 80 cm.'), b('Postavite stubove prema priloženom šablonu i zabetonirajte ih; vertikalnost proverite libelom.'), b('Posle 48 sati okačite krila na šarke i podesite razmak od 10 mm iznad tla.'), b('Montirajte bravu, graničnike i srednju rezu.'), t('Kod kapija sa motorom električno povezivanje prepustite ovlašćenom električaru.')],
      ru: [h('Инструменты'), b('дрель, уровень, рулетка, ключи на 13 и 17 мм, бетон C20/25'), h('Порядок работ'), b('Выкопайте ямы под столбы 40 × 40 см глубиной 80 см.'), b('Установите столбы по прилагаемому шаблону и забетонируйте их; вертикальность проверьте уровнем.'), b('Через 48 часов навесьте створки на петли и выставьте зазор 10 мм над землёй.'), b('Установите замок, упоры и центральный засов.'), t('Для ворот с приводом электрическое подключение поручите квалифицированному электрику.')],
    },
  },
  {
    kind: 'assembly',
    file: 'assembly-panel-fence',
    title: ['Návod na montáž panelového plotu', 'Assembly instructions: panel fence', 'Szerelési útmutató: panelkerítés', 'Uputstvo za montažu panelne ograde', 'Инструкция по монтажу панельного забора'],
    blocks: {
      sk: [h('Postup'), b('Vytýčte líniu plotu šnúrou a označte stĺpiky každých 2,5 m.'), b('Stĺpiky zabetónujte do hĺbky 70 cm alebo použite zemné vruty.'), b('Panely upevnite príchytkami, horný okraj vyrovnajte podľa šnúry.'), b('Na koncoch a v rohoch použite rohové príchytky.'), t('Skrutky dotiahnite momentom 8 Nm, aby ste nepoškodili povrch.')],
      en: [h('Steps'), b('Mark the fence line with a string and place a post every 2.5 m.'), b('Concrete the posts 70 cm deep or use ground screws.'), b('Fix the panels with the clamps and align the top edge with the string.'), b('Use corner clamps at the ends and corners.'), t('Tighten the screws to 8 Nm so as not to damage the coating.')],
      hu: [h('Lépések'), b('Zsinórral jelölje ki a kerítés vonalát, és 2,5 méterenként jelölje az oszlopokat.'), b('Az oszlopokat 70 cm mélyen betonozza be, vagy használjon talajcsavart.'), b('A paneleket bilincsekkel rögzítse, a felső élt a zsinórhoz igazítsa.'), b('A végeken és a sarkokon sarokbilincset használjon.'), t('A csavarokat 8 Nm nyomatékkal húzza meg, hogy ne sérüljön a bevonat.')],
      sr: [h('Postupak'), b('Obeležite liniju ograde kanapom i stubove na svakih 2,5 m.'), b('Stubove zabetonirajte do dubine od 70 cm ili koristite zemljane šrafove.'), b('Panele pričvrstite obujmicama, gornju ivicu poravnajte prema kanapu.'), b('Na krajevima i uglovima koristite ugaone obujmice.'), t('Šrafove zategnite momentom od 8 Nm da ne oštetite površinu.')],
      ru: [h('Порядок работ'), b('Разметьте линию забора шнуром и отметьте места столбов через каждые 2,5 м.'), b('Забетонируйте столбы на глубину 70 см или используйте винтовые сваи.'), b('Закрепите панели хомутами, верхний край выровняйте по шнуру.'), b('На концах и в углах используйте угловые хомуты.'), t('Затягивайте винты с моментом 8 Н·м, чтобы не повредить покрытие.')],
    },
  },
  {
    kind: 'assembly',
    file: 'assembly-railing',
    title: ['Návod na montáž zábradlia', 'Assembly instructions: railing', 'Szerelési útmutató: korlát', 'Uputstvo za montažu gelendera', 'Инструкция по монтажу перил'],
    blocks: {
      sk: [h('Postup'), b('Vyznačte polohu kotiev podľa výkresu; vzdialenosť od hrany betónu musí byť aspoň 60 mm.'), b('Vyvŕtajte otvory Ø 12 mm a osaďte chemické kotvy M10.'), b('Priskrutkujte stĺpiky, vyrovnajte ich a dotiahnite.'), b('Nasaďte madlo a výplne, spoje zaistite priloženými skrutkami.'), t('Zábradlie musí byť vysoké aspoň 1 000 mm, pri voľnej výške nad 12 m aspoň 1 100 mm.')],
      en: [h('Steps'), b('Mark the anchor positions from the drawing; keep at least 60 mm from the edge of the concrete.'), b('Drill 12 mm holes and set M10 chemical anchors.'), b('Bolt the posts on, align them and tighten.'), b('Fit the handrail and the infills and secure the joints with the supplied screws.'), t('A railing must be at least 1,000 mm high, or 1,100 mm where the drop exceeds 12 m.')],
      hu: [h('Lépések'), b('Jelölje ki a rögzítési pontokat a rajz szerint; a beton szélétől legalább 60 mm-t tartson.'), b('Fúrjon 12 mm-es lyukakat, és helyezzen be M10-es vegyi dübeleket.'), b('Csavarozza fel, igazítsa be és húzza meg az oszlopokat.'), b('Helyezze fel a kapaszkodót és a betéteket, a kötéseket a mellékelt csavarokkal rögzítse.'), t('A korlátnak legalább 1000 mm magasnak kell lennie, 12 m feletti zuhanási magasságnál legalább 1100 mm-nek.')],
      sr: [h('Postupak'), b('Obeležite položaje ankera prema crtežu; rastojanje od ivice betona mora biti najmanje 60 mm.'), b('Izbušite rupe Ø 12 mm i postavite hemijske ankere M10.'), b('Pričvrstite stubove, poravnajte ih i zategnite.'), b('Postavite rukohvat i ispune, a spojeve osigurajte priloženim šrafovima.'), t('Gelender mora biti visok najmanje 1.000 mm, a kod visine pada preko 12 m najmanje 1.100 mm.')],
      ru: [h('Порядок работ'), b('Разметьте положение анкеров по чертежу; расстояние от края бетона должно быть не менее 60 мм.'), b('Просверлите отверстия Ø 12 мм и установите химические анкеры M10.'), b('Прикрутите стойки, выровняйте их и затяните.'), b('Установите поручень и заполнение, соединения закрепите прилагаемыми винтами.'), t('Высота перил должна быть не менее 1000 мм, а при высоте перепада более 12 м — не менее 1100 мм.')],
    },
  },
];

/** Titles of the documents generated from the catalogue. */
export const CATALOGUE_TITLE: L = ['Katalóg výrobkov 2026', 'Product catalogue 2026', 'Termékkatalógus 2026', 'Katalog proizvoda 2026', 'Каталог продукции 2026'];
export const PRICE_LIST_TITLE: L = ['Cenník', 'Price list', 'Árlista', 'Cenovnik', 'Прайс-лист'];
export const PRICE_LIST_HEADINGS: Record<PdfLang, { intro: string; withVat: string; withoutVat: string; footer: string }> = {
  sk: { intro: 'Ceny platné od 1. 1. 2026. Ceny sú uvedené v eurách bez DPH a s DPH 23 %.', withVat: 's DPH', withoutVat: 'bez DPH', footer: 'Kovovýroba Demo s.r.o. · Priemyselná 12 · 010 01 Žilina' },
  en: { intro: 'Prices valid from 1 January 2026, in euros without VAT and with 23% VAT.', withVat: 'incl. VAT', withoutVat: 'excl. VAT', footer: 'Kovovýroba Demo s.r.o. · Priemyselná 12 · 010 01 Žilina · Slovakia' },
  hu: { intro: 'Az árak 2026. január 1-jétől érvényesek, euróban, áfa nélkül és 23% áfával.', withVat: 'áfával', withoutVat: 'áfa nélkül', footer: 'Kovovýroba Demo s.r.o. · Priemyselná 12 · 010 01 Žilina · Szlovákia' },
  sr: { intro: 'Cene važe od 1. 1. 2026, u evrima bez PDV-a i sa PDV-om od 23 %.', withVat: 'sa PDV', withoutVat: 'bez PDV', footer: 'Kovovýroba Demo s.r.o. · Priemyselná 12 · 010 01 Žilina · Slovačka' },
  ru: { intro: 'Цены действительны с 1 января 2026 г., в евро без НДС и с НДС 23 %.', withVat: 'с НДС', withoutVat: 'без НДС', footer: 'Kovovýroba Demo s.r.o. · Priemyselná 12 · 010 01 Žilina · Словакия' },
};
