// The demo content of the public pages in sk, en, hu, sr (Latin script) and ru; each L tuple is [sk, en, hu, sr, ru].
// Bodies are the small HTML subset the admin's editor writes (and the server's sanitiser keeps).
import type { Drawing, L } from './catalog-data.ts';

export interface PageDef {
  key: string;
  /** A fixed route the page belongs to, or null for a page reached by its slug at /{lang}/{slug}. */
  route: string | null;
  /** Languages the page exists in (default: all). */
  langs?: readonly string[];
  slug: L;
  title: L;
  description: L;
  body: L;
  cover?: { drawing: Drawing; color: string; view: number };
}

const p = (...parts: string[]): string => parts.map((s) => (s.startsWith('<') ? s : `<p>${s}</p>`)).join('');
const ul = (...items: string[]): string => `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;
const ol = (...items: string[]): string => `<ol>${items.map((i) => `<li>${i}</li>`).join('')}</ol>`;
const h2 = (s: string): string => `<h2>${s}</h2>`;

export const PAGES: PageDef[] = [
  {
    key: 'about',
    route: 'about',
    slug: ['o-nas', 'about-us', 'rolunk', 'o-nama', 'o-nas'],
    title: ['O nás', 'About us', 'Rólunk', 'O nama', 'О нас'],
    description: [
      'Rodinná kovovýroba zo Žiliny s vlastnou konštrukciou, dielňou a práškovou lakovňou. Vyrábame brány, ploty, zábradlia a kovové výrobky od roku 1998.',
      'A family metalworking company from Žilina with its own design office, workshop and powder coating line, making gates, fences and railings since 1998.',
      'Zsolnai családi fémipari vállalkozás saját tervezőirodával, műhellyel és porfestő sorral. 1998 óta gyártunk kapukat, kerítéseket és korlátokat.',
      'Porodična metalska radionica iz Žiline sa sopstvenim projektnim biroom, radionicom i linijom za plastifikaciju. Kapije, ograde i gelendere pravimo od 1998.',
      'Семейное металлообрабатывающее предприятие из Жилины с собственным конструкторским бюро, цехом и линией порошковой покраски. Ворота, заборы и перила с 1998 года.',
    ],
    body: [
      p(
        'Sme rodinná firma zo Žiliny. Začínali sme v roku 1998 v malej garáži s jednou zváračkou a dnes máme vlastnú dielňu s plochou 3 200 m², konštrukčnú kanceláriu a linku na práškové lakovanie.',
        h2('Čo robíme'),
        'Navrhujeme, vyrábame a montujeme brány, ploty, zábradlia, schodiská, prístrešky a ďalšie kovové výrobky. Štandardné výrobky máme skladom, ostatné vyrobíme presne na mieru.',
        ul('42 zamestnancov vrátane 6 konštruktérov a 4 montážnych partií', 'viac ako 11 000 dodaných brán a plotov na Slovensku, v Česku, Maďarsku a Rakúsku', 'certifikovaná výroba podľa EN 1090-2 (EXC2) a ISO 9001'),
        h2('Ako pracujeme'),
        'Každú zákazku vedie jeden technik od zamerania až po montáž. Oceľ nakupujeme od overených európskych hutí a každý výrobok pred expedíciou kontrolujeme.',
      ),
      p(
        'We are a family business from Žilina, Slovakia. We started in 1998 in a small garage with a single welder; today we run our own 3,200 m² workshop, a design office and a powder coating line.',
        h2('What we do'),
        'We design, make and install gates, fences, railings, staircases, canopies and other metal products. Standard products are in stock; everything else we make to measure.',
        ul('42 employees, including 6 designers and 4 installation crews', 'more than 11,000 gates and fences delivered in Slovakia, Czechia, Hungary and Austria', 'production certified to EN 1090-2 (EXC2) and ISO 9001'),
        h2('How we work'),
        'Each order is looked after by one technician from the site survey to the installation. We buy our steel from proven European mills and inspect every product before it leaves the workshop.',
      ),
      p(
        'Zsolnai családi vállalkozás vagyunk. 1998-ban egy kis garázsban kezdtük egyetlen hegesztőgéppel, ma saját, 3200 m²-es műhellyel, tervezőirodával és porfestő sorral dolgozunk.',
        h2('Mivel foglalkozunk'),
        'Kapukat, kerítéseket, korlátokat, lépcsőket, előtetőket és más fémtermékeket tervezünk, gyártunk és szerelünk. A szabványos termékek raktáron vannak, minden mást méretre készítünk.',
        ul('42 munkatárs, köztük 6 tervező és 4 szerelőcsapat', 'több mint 11 000 leszállított kapu és kerítés Szlovákiában, Csehországban, Magyarországon és Ausztriában', 'EN 1090-2 (EXC2) és ISO 9001 szerint tanúsított gyártás'),
        h2('Hogyan dolgozunk'),
        'Minden megrendelést egy technikus kísér a felméréstől a szerelésig. Az acélt megbízható európai kohóktól vásároljuk, és minden terméket ellenőrzünk kiszállítás előtt.',
      ),
      p(
        'Mi smo porodična firma iz Žiline u Slovačkoj. Počeli smo 1998. u maloj garaži sa jednim aparatom za varenje, a danas imamo sopstvenu radionicu od 3.200 m², projektni biro i liniju za plastifikaciju.',
        h2('Šta radimo'),
        'Projektujemo, izrađujemo i montiramo kapije, ograde, gelendere, stepeništa, nadstrešnice i druge metalne proizvode. Standardne proizvode imamo na lageru, a sve ostalo pravimo po meri.',
        ul('42 zaposlena, od toga 6 projektanata i 4 montažne ekipe', 'više od 11.000 isporučenih kapija i ograda u Slovačkoj, Češkoj, Mađarskoj i Austriji', 'proizvodnja sertifikovana prema EN 1090-2 (EXC2) i ISO 9001'),
        h2('Kako radimo'),
        'Svaku porudžbinu vodi jedan tehničar od merenja do montaže. Čelik kupujemo od proverenih evropskih železara i svaki proizvod proveravamo pre isporuke.',
      ),
      p(
        'Мы — семейная компания из Жилины (Словакия). Начинали в 1998 году в небольшом гараже с одним сварочным аппаратом, а сегодня у нас собственный цех площадью 3200 м², конструкторское бюро и линия порошковой покраски.',
        h2('Что мы делаем'),
        'Мы проектируем, изготавливаем и монтируем ворота, заборы, перила, лестницы, навесы и другие металлические изделия. Стандартные изделия есть на складе, остальное делаем по индивидуальным размерам.',
        ul('42 сотрудника, в том числе 6 конструкторов и 4 монтажные бригады', 'более 11 000 поставленных ворот и заборов в Словакии, Чехии, Венгрии и Австрии', 'производство сертифицировано по EN 1090-2 (EXC2) и ISO 9001'),
        h2('Как мы работаем'),
        'Каждый заказ ведёт один техник — от замера до монтажа. Сталь мы закупаем у проверенных европейских заводов и проверяем каждое изделие перед отгрузкой.',
      ),
    ],
    cover: { drawing: 'gate-swing', color: '#383e42', view: 2 },
  },
  {
    key: 'technologies',
    route: 'technologies',
    slug: ['technologie', 'technologies', 'technologiak', 'tehnologije', 'tekhnologii'],
    title: ['Technológie', 'Technologies', 'Technológiák', 'Tehnologije', 'Технологии'],
    description: [
      'Laserové rezanie, CNC ohýbanie, robotické zváranie, žiarové zinkovanie a práškové lakovanie pod jednou strechou.',
      'Laser cutting, CNC bending, robotic welding, hot-dip galvanising and powder coating under one roof.',
      'Lézervágás, CNC hajlítás, robotizált hegesztés, tűzihorganyzás és porfestés egy helyen.',
      'Lasersko sečenje, CNC savijanje, robotsko varenje, toplo cinkovanje i plastifikacija na jednom mestu.',
      'Лазерная резка, гибка на станках с ЧПУ, роботизированная сварка, горячее цинкование и порошковая покраска под одной крышей.',
    ],
    body: [
      p(
        'Celý výrobný proces máme pod jednou strechou, preto vieme dodržať termíny aj kvalitu.',
        h2('Laserové rezanie'),
        'Vláknový laser s výkonom 6 kW reže oceľové plechy do hrúbky 25 mm a nerez do 20 mm s presnosťou ±0,1 mm. Ozdobné výplne brán tak vyrobíme podľa akéhokoľvek výkresu.',
        h2('CNC ohýbanie'),
        'Ohraňovací lis s dĺžkou 4 m a zakružovačka profilov tvarujú diely bez poškodenia povrchu.',
        h2('Zváranie'),
        'Certifikovaní zvárači a zvárací robot spájajú diely metódou MAG a TIG. Zvary na nosných konštrukciách kontrolujeme podľa EN ISO 5817.',
        h2('Povrchová úprava'),
        'Žiarové zinkovanie zabezpečuje partnerská zinkovňa v skupine, práškové lakovanie robíme na vlastnej linke vo viac ako 200 odtieňoch RAL.',
      ),
      p(
        'The whole production process happens under one roof, which is how we keep both deadlines and quality.',
        h2('Laser cutting'),
        'A 6 kW fibre laser cuts steel sheet up to 25 mm and stainless steel up to 20 mm thick with a precision of ±0.1 mm, so decorative gate infills can follow any drawing.',
        h2('CNC bending'),
        'A 4 m press brake and a profile bending machine shape the parts without damaging their surface.',
        h2('Welding'),
        'Certified welders and a welding robot join the parts using MAG and TIG. Welds on load-bearing structures are inspected to EN ISO 5817.',
        h2('Surface finishing'),
        'Hot-dip galvanising is done by the galvanising plant of our group; powder coating runs on our own line in more than 200 RAL colours.',
      ),
      p(
        'A teljes gyártási folyamat egy fedél alatt zajlik, így a határidőket és a minőséget is tartani tudjuk.',
        h2('Lézervágás'),
        'A 6 kW-os szálas lézer 25 mm vastag acéllemezt és 20 mm vastag rozsdamentes acélt vág ±0,1 mm pontossággal, így a díszes kapubetétek bármilyen rajz alapján elkészülhetnek.',
        h2('CNC hajlítás'),
        'A 4 méteres élhajlító prés és a profilhajlító gép a felület sérülése nélkül formázza az alkatrészeket.',
        h2('Hegesztés'),
        'Minősített hegesztők és hegesztőrobot dolgoznak MAG és TIG eljárással. A teherhordó szerkezetek varratait az EN ISO 5817 szerint ellenőrizzük.',
        h2('Felületkezelés'),
        'A tűzihorganyzást a cégcsoport horganyzója végzi, a porfestés saját sorunkon több mint 200 RAL színben történik.',
      ),
      p(
        'Ceo proizvodni proces odvija se pod jednim krovom, zato poštujemo i rokove i kvalitet.',
        h2('Lasersko sečenje'),
        'Fiber laser snage 6 kW seče čelične limove do 25 mm i nerđajući čelik do 20 mm debljine sa tačnošću od ±0,1 mm, pa dekorativne ispune kapija pravimo po bilo kom crtežu.',
        h2('CNC savijanje'),
        'Apkant presa dužine 4 m i mašina za savijanje profila oblikuju delove bez oštećenja površine.',
        h2('Varenje'),
        'Sertifikovani varioci i robot za varenje spajaju delove MAG i TIG postupkom. Varove na nosećim konstrukcijama kontrolišemo prema EN ISO 5817.',
        h2('Površinska zaštita'),
        'Toplo cinkovanje radi cinkara iz naše grupe, a plastifikaciju izvodimo na sopstvenoj liniji u više od 200 RAL nijansi.',
      ),
      p(
        'Весь производственный процесс проходит под одной крышей, поэтому мы соблюдаем и сроки, и качество.',
        h2('Лазерная резка'),
        'Волоконный лазер мощностью 6 кВт режет стальной лист толщиной до 25 мм и нержавеющую сталь до 20 мм с точностью ±0,1 мм, поэтому декоративное заполнение ворот мы делаем по любому чертежу.',
        h2('Гибка на станках с ЧПУ'),
        'Листогибочный пресс длиной 4 м и профилегибочный станок формируют детали без повреждения поверхности.',
        h2('Сварка'),
        'Сертифицированные сварщики и сварочный робот соединяют детали методами MAG и TIG. Швы несущих конструкций проверяются по EN ISO 5817.',
        h2('Обработка поверхности'),
        'Горячее цинкование выполняет цинковальный завод нашей группы, порошковую покраску — наша собственная линия более чем в 200 цветах RAL.',
      ),
    ],
    cover: { drawing: 'operator', color: '#9aa4aa', view: 0 },
  },
  {
    key: 'custom-production',
    route: 'custom-production',
    slug: ['zakazkova-vyroba', 'custom-production', 'egyedi-gyartas', 'proizvodnja-po-meri', 'izgotovlenie-na-zakaz'],
    title: ['Zákazková výroba', 'Custom production', 'Egyedi gyártás', 'Proizvodnja po meri', 'Изготовление на заказ'],
    description: [
      'Brány, ploty, zábradlia a schodiská presne na mieru. Pošlite nám náčrt alebo rozmery a pripravíme návrh a cenovú ponuku.',
      'Gates, fences, railings and staircases made to measure. Send us a sketch or the dimensions and we prepare a design and a quote.',
      'Méretre készült kapuk, kerítések, korlátok és lépcsők. Küldjön vázlatot vagy méreteket, és elkészítjük a tervet és az árajánlatot.',
      'Kapije, ograde, gelenderi i stepeništa po meri. Pošaljite nam skicu ili mere i pripremićemo predlog i ponudu.',
      'Ворота, заборы, перила и лестницы по вашим размерам. Пришлите эскиз или размеры — мы подготовим проект и коммерческое предложение.',
    ],
    body: [
      p(
        'Nenašli ste v ponuke výrobok, ktorý vám sedí? Vyrobíme ho podľa vašich predstáv – od jednoduchej bránky až po oceľové schodisko cez dve podlažia.',
        h2('Ako to prebieha'),
        ol('Pošlete nám náčrt, fotografiu alebo rozmery cez formulár nižšie.', 'Do troch pracovných dní pripravíme návrh a orientačnú cenu.', 'Technik príde na zameranie a dohodneme detaily.', 'Vyrobíme, povrchovo upravíme a namontujeme.'),
        'Bežná dodacia lehota zákazkovej výroby je 4 až 6 týždňov od odsúhlasenia návrhu.',
      ),
      p(
        'Could not find the right product in our range? We make it to your wishes – from a simple garden gate to a steel staircase spanning two floors.',
        h2('How it works'),
        ol('Send us a sketch, a photo or the dimensions using the form below.', 'Within three working days we prepare a design and an indicative price.', 'A technician comes to measure the site and we agree on the details.', 'We make, finish and install the product.'),
        'Custom orders are usually delivered 4 to 6 weeks after the design is approved.',
      ),
      p(
        'Nem talált megfelelő terméket a kínálatban? Elképzelése szerint elkészítjük – az egyszerű kertkaputól a két szintet összekötő acéllépcsőig.',
        h2('Hogyan zajlik'),
        ol('Küldjön vázlatot, fényképet vagy méreteket az alábbi űrlapon.', 'Három munkanapon belül elkészítjük a tervet és az irányárat.', 'Technikusunk kimegy felmérni, és egyeztetjük a részleteket.', 'Legyártjuk, felületkezeljük és felszereljük.'),
        'Az egyedi megrendelések szokásos szállítási ideje a terv jóváhagyásától számított 4–6 hét.',
      ),
      p(
        'Niste pronašli odgovarajući proizvod u ponudi? Napravićemo ga po vašoj želji – od jednostavne baštenske kapije do čeličnog stepeništa kroz dva sprata.',
        h2('Kako to izgleda'),
        ol('Pošaljite nam skicu, fotografiju ili mere preko formulara ispod.', 'U roku od tri radna dana pripremamo predlog i okvirnu cenu.', 'Tehničar dolazi na merenje i dogovaramo detalje.', 'Izrađujemo, zaštićujemo površinu i montiramo.'),
        'Uobičajeni rok isporuke proizvodnje po meri je 4 do 6 nedelja od odobrenja predloga.',
      ),
      p(
        'Не нашли подходящее изделие в каталоге? Мы изготовим его по вашему замыслу — от простой садовой калитки до стальной лестницы на два этажа.',
        h2('Как это происходит'),
        ol('Пришлите эскиз, фотографию или размеры через форму ниже.', 'В течение трёх рабочих дней мы подготовим проект и ориентировочную цену.', 'Техник приедет на замер, и мы согласуем детали.', 'Мы изготовим изделие, обработаем поверхность и смонтируем его.'),
        'Обычный срок изготовления на заказ — от 4 до 6 недель после утверждения проекта.',
      ),
    ],
    cover: { drawing: 'stairs', color: '#121214', view: 0 },
  },
  {
    key: 'we-support',
    route: 'article-we-support',
    slug: ['podporujeme', 'we-support', 'tamogatjuk', 'podrzavamo', 'my-podderzhivaem'],
    title: ['Podporujeme', 'We support', 'Támogatjuk', 'Podržavamo', 'Мы поддерживаем'],
    description: [
      'Kluby, školy a komunitné projekty, ktoré naša firma dlhodobo podporuje.',
      'The clubs, schools and community projects our company supports over the long term.',
      'Klubok, iskolák és közösségi projektek, amelyeket cégünk hosszú távon támogat.',
      'Klubovi, škole i projekti zajednice koje naša firma dugoročno podržava.',
      'Клубы, школы и общественные проекты, которые наша компания поддерживает на протяжении многих лет.',
    ],
    body: [
      p(
        'Darí sa nám vďaka ľuďom z nášho regiónu, a preto časť zisku vraciame späť.',
        ul('<strong>MŠK Žilina – mládež:</strong> dresy a doprava na turnaje pre tri žiacke družstvá.', '<strong>Stredná odborná škola strojnícka:</strong> praxe pre zváračov a materiál do dielní.', '<strong>Útulok Žilina:</strong> ohrady a výbehy vyrobené a namontované zdarma.'),
        'O podporu môžete požiadať cez kontaktný formulár. Žiadosti posudzujeme vždy v marci a v septembri.',
      ),
      p(
        'Our success rests on the people of our region, so we give part of our profit back.',
        ul('<strong>MŠK Žilina youth teams:</strong> kits and travel to tournaments for three youth squads.', '<strong>Secondary technical school:</strong> work placements for welders and material for the school workshops.', '<strong>Žilina animal shelter:</strong> pens and runs made and installed free of charge.'),
        'You can ask for support using the contact form. We review requests every March and September.',
      ),
      p(
        'Sikerünket régiónk embereinek köszönhetjük, ezért nyereségünk egy részét visszaadjuk.',
        ul('<strong>MŠK Žilina utánpótlás:</strong> mezek és utazás a tornákra három ifjúsági csapatnak.', '<strong>Gépészeti szakközépiskola:</strong> gyakorlati helyek hegesztőknek és anyag a tanműhelyekbe.', '<strong>Zsolnai állatmenhely:</strong> ingyenesen legyártott és felszerelt kennelek és kifutók.'),
        'Támogatást a kapcsolatfelvételi űrlapon kérhet. A kérelmeket minden márciusban és szeptemberben bíráljuk el.',
      ),
      p(
        'Uspeh dugujemo ljudima iz našeg regiona, zato deo dobiti vraćamo zajednici.',
        ul('<strong>Omladinski pogon MŠK Žilina:</strong> dresovi i prevoz na turnire za tri omladinska tima.', '<strong>Srednja mašinska škola:</strong> stručna praksa za varioce i materijal za školske radionice.', '<strong>Azil za životinje Žilina:</strong> boksovi i ispusti izrađeni i montirani besplatno.'),
        'Podršku možete zatražiti preko kontakt formulara. Zahteve razmatramo svakog marta i septembra.',
      ),
      p(
        'Наш успех — заслуга людей нашего региона, поэтому часть прибыли мы возвращаем обществу.',
        ul('<strong>Молодёжь МШК Жилина:</strong> форма и поездки на турниры для трёх юношеских команд.', '<strong>Машиностроительный техникум:</strong> практика для сварщиков и материалы для учебных мастерских.', '<strong>Приют для животных в Жилине:</strong> вольеры, изготовленные и установленные бесплатно.'),
        'Попросить о поддержке можно через контактную форму. Заявки мы рассматриваем каждый март и сентябрь.',
      ),
    ],
  },
  {
    key: 'delivery',
    route: null,
    slug: ['doprava-a-montaz', 'delivery-and-installation', 'szallitas-es-szereles', 'isporuka-i-montaza', 'dostavka-i-montazh'],
    title: ['Doprava a montáž', 'Delivery and installation', 'Szállítás és szerelés', 'Isporuka i montaža', 'Доставка и монтаж'],
    description: [
      'Ako doručujeme a montujeme naše výrobky a koľko to stojí.',
      'How we deliver and install our products, and what it costs.',
      'Hogyan szállítjuk és szereljük termékeinket, és mennyibe kerül.',
      'Kako isporučujemo i montiramo naše proizvode i koliko to košta.',
      'Как мы доставляем и монтируем наши изделия и сколько это стоит.',
    ],
    body: [
      p(
        h2('Doprava'),
        'Výrobky do 30 kg posielame kuriérom (9,90 € s DPH). Väčšie výrobky vozíme vlastným autom s hydraulickou rukou; v okruhu 50 km od Žiliny je doprava pri objednávke nad 1 500 € zdarma.',
        h2('Montáž'),
        'Montáž robia naše vlastné partie. Cenu montáže uvedieme v ponuke po zameraní; pri bráne s pohonom zahŕňa aj zapojenie a zaškolenie.',
        'Osobný odber je možný v našom areáli v pracovných dňoch po predchádzajúcom dohovore.',
      ),
      p(
        h2('Delivery'),
        'Products up to 30 kg are sent by courier (€9.90 incl. VAT). Larger products travel in our own truck with a crane; within 50 km of Žilina delivery is free for orders over €1,500.',
        h2('Installation'),
        'Our own crews do the installation. Its price is part of the quote after the site survey; for gates with an operator it includes wiring and a hand-over.',
        'You can also collect your order at our premises on working days by appointment.',
      ),
      p(
        h2('Szállítás'),
        'A 30 kg alatti termékeket futárral küldjük (9,90 € áfával). A nagyobb termékeket saját, darus teherautónkkal szállítjuk; Zsolnától 50 km-en belül 1500 € feletti rendelésnél a szállítás ingyenes.',
        h2('Szerelés'),
        'A szerelést saját csapataink végzik. Árát a felmérés utáni ajánlat tartalmazza; motoros kapunál a bekötést és a betanítást is.',
        'Személyes átvétel munkanapokon, előzetes egyeztetés után lehetséges telephelyünkön.',
      ),
      p(
        h2('Isporuka'),
        'Proizvode do 30 kg šaljemo kurirskom službom (9,90 € sa PDV-om). Veće proizvode prevozimo sopstvenim kamionom sa dizalicom; u krugu od 50 km od Žiline isporuka je besplatna za porudžbine preko 1.500 €.',
        h2('Montaža'),
        'Montažu izvode naše ekipe. Cena montaže je deo ponude nakon merenja; kod kapija sa motorom uključuje povezivanje i obuku.',
        'Lično preuzimanje moguće je radnim danima u našem krugu, uz prethodni dogovor.',
      ),
      p(
        h2('Доставка'),
        'Изделия весом до 30 кг отправляем курьером (9,90 € с НДС). Крупные изделия доставляем собственным грузовиком с манипулятором; в радиусе 50 км от Жилины доставка бесплатна при заказе от 1500 €.',
        h2('Монтаж'),
        'Монтаж выполняют наши бригады. Его стоимость указывается в предложении после замера; для ворот с приводом она включает подключение и инструктаж.',
        'Самовывоз возможен с нашей территории в рабочие дни по предварительной договорённости.',
      ),
    ],
  },
  {
    key: 'faq',
    route: null,
    langs: ['sk'],
    slug: ['faq', '', '', '', ''],
    title: ['Často kladené otázky', '', '', '', ''],
    description: ['Odpovede na otázky, ktoré nám zákazníci kladú najčastejšie: objednávky, doprava, montáž, záruka a údržba.', '', '', '', ''],
    body: [
      p(
        h2('Ako dlho trvá dodanie?'),
        'Výrobky skladom expedujeme do 5 pracovných dní. Zákazková výroba trvá 4 až 6 týždňov od odsúhlasenia návrhu.',
        h2('Montujete aj mimo Slovenska?'),
        'Áno, montujeme aj v Česku, Maďarsku a Rakúsku. Cenu dopravy a montáže uvedieme v ponuke.',
        h2('Aká je záruka?'),
        'Na konštrukciu dávame záruku 5 rokov, na povrchovú úpravu 10 rokov pri žiarovom zinkovaní a 5 rokov pri práškovom laku. Na pohony platí záruka výrobcu 2 roky.',
        h2('Ako sa starať o lakovaný povrch?'),
        'Stačí dvakrát ročne umyť vodou so saponátom. Drobné poškodenie laku opravte opravnou farbou, ktorú dodávame k výrobku.',
        h2('Dá sa pohon doplniť neskôr?'),
        'Áno, všetky naše brány sú pripravené na dodatočnú montáž pohonu.',
      ),
      '',
      '',
      '',
      '',
    ],
  },
];

export interface PostDef {
  kind: 'article' | 'career';
  /** ISO date, or null: a post without a date (e.g. a standing job offer) shows none. */
  date: string | null;
  slug: L;
  title: L;
  perex: L;
  body: L;
  cover?: { drawing: Drawing; color: string; view: number };
}

export const POSTS: PostDef[] = [
  {
    kind: 'article',
    date: '2026-01-12',
    slug: ['nova-linka-praskoveho-lakovania', 'new-powder-coating-line', 'uj-porfesto-sor', 'nova-linija-za-plastifikaciju', 'novaya-liniya-poroshkovoy-pokraski'],
    title: ['Nová linka práškového lakovania', 'A new powder coating line', 'Új porfestő sor', 'Nova linija za plastifikaciju', 'Новая линия порошковой покраски'],
    perex: [
      'Od januára lakujeme na novej automatickej linke – rýchlejšie a vo viac ako 200 odtieňoch RAL.',
      'Since January we coat on a new automatic line – faster and in more than 200 RAL colours.',
      'Januártól új automata soron festünk – gyorsabban és több mint 200 RAL színben.',
      'Od januara plastificiramo na novoj automatskoj liniji – brže i u više od 200 RAL nijansi.',
      'С января мы красим на новой автоматической линии — быстрее и более чем в 200 цветах RAL.',
    ],
    body: [
      p('Nová linka s dĺžkou 48 metrov zvládne diely až do dĺžky 6,5 m. Vďaka automatickému nanášaniu je vrstva laku rovnomernejšia a dodacia lehota lakovaných výrobkov sa skrátila o týždeň.', 'Investícia vo výške 1,2 milióna eur znížila aj spotrebu plynu pri vytvrdzovaní o tretinu.'),
      p('The new 48-metre line handles parts up to 6.5 m long. Automatic application makes the coat more even and has cut the delivery time of coated products by a week.', 'The €1.2 million investment has also reduced the gas used for curing by a third.'),
      p('Az új, 48 méteres sor akár 6,5 méter hosszú alkatrészeket is kezel. Az automatikus felhordás egyenletesebb bevonatot ad, és a festett termékek szállítási ideje egy héttel rövidült.', 'Az 1,2 millió eurós beruházás a beégetéshez szükséges gázfogyasztást is harmadával csökkentette.'),
      p('Nova linija duga 48 metara prima delove dužine do 6,5 m. Automatsko nanošenje daje ravnomerniji sloj, a rok isporuke plastificiranih proizvoda skraćen je za nedelju dana.', 'Investicija od 1,2 miliona evra smanjila je i potrošnju gasa pri pečenju za trećinu.'),
      p('Новая линия длиной 48 метров принимает детали длиной до 6,5 м. Автоматическое нанесение делает слой краски равномернее, а срок поставки окрашенных изделий сократился на неделю.', 'Инвестиция в 1,2 миллиона евро также на треть снизила расход газа на полимеризацию.'),
    ],
    cover: { drawing: 'fence-panel', color: '#1f4d3a', view: 0 },
  },
  {
    kind: 'article',
    date: '2025-11-20',
    slug: ['prestavame-v-dielni-aj-cez-zimu', 'we-keep-installing-through-winter', 'telen-is-szerelunk', 'montiramo-i-zimi', 'montiruem-i-zimoy'],
    title: ['Montujeme aj cez zimu', 'We keep installing through the winter', 'Télen is szerelünk', 'Montiramo i zimi', 'Монтируем и зимой'],
    perex: [
      'Objednávky do konca decembra namontujeme ešte pred jarnou sezónou a so zľavou 5 %.',
      'Orders placed by the end of December are installed before the spring season, with a 5% discount.',
      'A december végéig leadott rendeléseket még a tavaszi szezon előtt, 5% kedvezménnyel szereljük fel.',
      'Porudžbine do kraja decembra montiramo pre prolećne sezone, uz popust od 5 %.',
      'Заказы, оформленные до конца декабря, смонтируем ещё до весеннего сезона со скидкой 5 %.',
    ],
    body: [
      p('Betónovanie pätiek pri teplotách pod bodom mrazu riešime zemnými vrutmi, ktoré nepotrebujú betón. Plot alebo bránu tak namontujeme aj v januári.', 'Zľava platí pre všetky brány a ploty zo sortimentu aj pre zákazkovú výrobu.'),
      p('When the ground is frozen we use ground screws instead of concrete footings, so a fence or gate can be installed even in January.', 'The discount applies to every gate and fence in our range and to custom production.'),
      p('Fagyban betonalap helyett talajcsavarokat használunk, így kerítést vagy kaput januárban is fel tudunk szerelni.', 'A kedvezmény a kínálat összes kapujára és kerítésére, valamint az egyedi gyártásra is érvényes.'),
      p('Kada je tlo smrznuto, umesto betonskih temelja koristimo zemljane šrafove, pa ogradu ili kapiju montiramo i u januaru.', 'Popust važi za sve kapije i ograde iz ponude, kao i za proizvodnju po meri.'),
      p('Когда земля промёрзла, вместо бетонных фундаментов мы используем винтовые сваи, поэтому забор или ворота можно смонтировать даже в январе.', 'Скидка действует на все ворота и заборы из ассортимента, а также на изготовление на заказ.'),
    ],
    cover: { drawing: 'gate-sliding', color: '#383e42', view: 2 },
  },
  {
    kind: 'article',
    date: '2025-09-02',
    slug: ['zabradlia-pre-zakladnu-skolu', 'railings-for-a-primary-school', 'korlatok-egy-altalanos-iskolanak', 'gelenderi-za-osnovnu-skolu', 'perila-dlya-nachalnoy-shkoly'],
    title: ['Zábradlia pre základnú školu', 'Railings for a primary school', 'Korlátok egy általános iskolának', 'Gelenderi za osnovnu školu', 'Перила для начальной школы'],
    perex: [
      'Cez leto sme vymenili 180 metrov zábradlí na schodiskách a terasách ZŠ Hájik.',
      'Over the summer we replaced 180 metres of railings on the stairs and terraces of Hájik primary school.',
      'Nyáron 180 méter korlátot cseréltünk a Hájik általános iskola lépcsőin és teraszain.',
      'Tokom leta zamenili smo 180 metara gelendera na stepeništima i terasama OŠ Hájik.',
      'За лето мы заменили 180 метров перил на лестницах и террасах начальной школы Гаик.',
    ],
    body: [
      p('Nové zábradlia majú zvislé výplne s medzerou 100 mm, aby cez ne deti nepreliezli, a madlo z nerezovej ocele vo výške 1 100 mm.', 'Montáž prebiehala počas prázdnin v troch etapách, škola tak začala rok bez obmedzení.'),
      p('The new railings have vertical infills 100 mm apart so children cannot climb through, and a stainless steel handrail at 1,100 mm.', 'Installation took place during the holidays in three stages, so the school year started without restrictions.'),
      p('Az új korlátok függőleges betétei 100 mm-re vannak egymástól, hogy a gyerekek ne bújhassanak át, a rozsdamentes kapaszkodó pedig 1100 mm magasan van.', 'A szerelés a szünidőben, három ütemben zajlott, így a tanév korlátozások nélkül kezdődött.'),
      p('Novi gelenderi imaju vertikalne ispune na razmaku od 100 mm, da deca ne bi mogla da se provuku, i rukohvat od nerđajućeg čelika na visini od 1.100 mm.', 'Montaža je obavljena tokom raspusta u tri faze, pa je školska godina počela bez ograničenja.'),
      p('Новые перила имеют вертикальное заполнение с шагом 100 мм, чтобы дети не могли пролезть, и поручень из нержавеющей стали на высоте 1100 мм.', 'Монтаж прошёл во время каникул в три этапа, поэтому учебный год начался без ограничений.'),
    ],
    cover: { drawing: 'railing', color: '#121214', view: 0 },
  },
  {
    kind: 'article',
    date: '2025-06-18',
    slug: ['posuvne-brany-s-pohonom', 'sliding-gates-with-operators', 'tolokapuk-motorral', 'klizne-kapije-sa-motorom', 'otkatnye-vorota-s-privodom'],
    title: ['Nový rad posuvných brán s pohonom', 'A new range of sliding gates with operators', 'Új motoros tolókapu-család', 'Nova linija kliznih kapija sa motorom', 'Новая серия откатных ворот с приводом'],
    perex: [
      'Samonosné posuvné brány teraz dodávame v kompletnom balení s pohonom a diaľkovými ovládačmi.',
      'Our self-supporting sliding gates now come as a complete set with an operator and remote controls.',
      'Önhordó tolókapuinkat mostantól komplett csomagban, motorral és távirányítókkal szállítjuk.',
      'Samonoseće klizne kapije sada isporučujemo u kompletu sa motorom i daljinskim upravljačima.',
      'Самонесущие откатные ворота теперь поставляются комплектом с приводом и пультами.',
    ],
    body: [
      p('Pohon s ochranou proti privretiu a fotobunkami je pri bráne nastavený už z výroby, na mieste ho len pripojíme k sieti.', 'Brány sú dostupné v šírkach 3, 4 a 5 metrov a vo všetkých štandardných farbách.'),
      p('The operator, with anti-crush protection and photocells, is set up in the workshop; on site we only connect it to the mains.', 'The gates come in widths of 3, 4 and 5 metres and in all standard colours.'),
      p('A becsípődésgátlóval és fotocellákkal ellátott motort már a gyárban beállítjuk, a helyszínen csak a hálózatra kötjük.', 'A kapuk 3, 4 és 5 méteres szélességben és minden alapszínben kaphatók.'),
      p('Motor sa zaštitom od priklještenja i fotoćelijama podešava se već u fabrici, a na licu mesta ga samo priključujemo na mrežu.', 'Kapije su dostupne u širinama od 3, 4 i 5 metara i u svim standardnim bojama.'),
      p('Привод с защитой от защемления и фотоэлементами настраивается ещё на производстве, на месте его остаётся только подключить к сети.', 'Ворота доступны шириной 3, 4 и 5 метров во всех стандартных цветах.'),
    ],
    cover: { drawing: 'gate-sliding', color: '#121214', view: 0 },
  },
  {
    kind: 'article',
    date: '2025-04-07',
    slug: ['veltrh-stavba-a-zahrada', 'build-and-garden-fair', 'epites-es-kert-kiallitas', 'sajam-gradnja-i-basta', 'vystavka-stroitelstvo-i-sad'],
    title: ['Stretnite nás na veľtrhu Stavba a záhrada', 'Meet us at the Build & Garden fair', 'Találkozzunk az Építés és kert kiállításon', 'Posetite nas na sajmu Gradnja i bašta', 'Встречайтесь с нами на выставке «Стройка и сад»'],
    perex: [
      'Na stánku č. 14 ukážeme novú kolekciu kovaných plotov a poradíme s výberom brány.',
      'At stand 14 we show our new collection of wrought fences and help you choose a gate.',
      'A 14-es standon bemutatjuk új kovácsoltvas kerítéseinket, és segítünk a kapu kiválasztásában.',
      'Na štandu br. 14 predstavljamo novu kolekciju kovanih ograda i savetujemo pri izboru kapije.',
      'На стенде № 14 мы покажем новую коллекцию кованых заборов и поможем выбрать ворота.',
    ],
    body: [
      p('Veľtrh sa koná od 24. do 27. apríla v Nitre. Návštevníci stánku dostanú poukaz na bezplatné zameranie.'),
      p('The fair takes place in Nitra from 24 to 27 April. Visitors to our stand receive a voucher for a free site survey.'),
      p('A kiállítás április 24. és 27. között lesz Nyitrán. Standunk látogatói ingyenes felmérésre szóló utalványt kapnak.'),
      p('Sajam se održava u Nitri od 24. do 27. aprila. Posetioci našeg štanda dobijaju vaučer za besplatno merenje.'),
      p('Выставка пройдёт в Нитре с 24 по 27 апреля. Посетители нашего стенда получат купон на бесплатный замер.'),
    ],
    cover: { drawing: 'fence-wrought', color: '#121214', view: 1 },
  },
  {
    kind: 'article',
    date: '2025-02-14',
    slug: ['certifikat-en-1090', 'en-1090-certificate', 'en-1090-tanusitvany', 'sertifikat-en-1090', 'sertifikat-en-1090'],
    title: ['Obhájili sme certifikát EN 1090', 'We renewed our EN 1090 certificate', 'Megújítottuk EN 1090 tanúsítványunkat', 'Obnovili smo sertifikat EN 1090', 'Мы подтвердили сертификат EN 1090'],
    perex: [
      'Audit potvrdil, že nosné oceľové konštrukcie môžeme naďalej vyrábať v triede EXC2.',
      'The audit confirmed that we may keep making load-bearing steel structures in execution class EXC2.',
      'Az audit megerősítette, hogy továbbra is gyárthatunk EXC2 osztályú teherhordó acélszerkezeteket.',
      'Provera je potvrdila da i dalje možemo da izrađujemo noseće čelične konstrukcije u klasi EXC2.',
      'Аудит подтвердил, что мы можем и дальше изготавливать несущие стальные конструкции класса EXC2.',
    ],
    body: [
      p('Certifikát sa týka schodísk, prístreškov, balkónov a ďalších nosných konštrukcií. Vyhlásenia o parametroch nájdete v sekcii Protokoly.'),
      p('The certificate covers staircases, canopies, balconies and other load-bearing structures. Declarations of performance are in the Protocols section.'),
      p('A tanúsítvány a lépcsőkre, előtetőkre, erkélyekre és más teherhordó szerkezetekre vonatkozik. A teljesítménynyilatkozatok a Jegyzőkönyvek részben találhatók.'),
      p('Sertifikat obuhvata stepeništa, nadstrešnice, balkone i druge noseće konstrukcije. Izjave o svojstvima nalaze se u odeljku Protokoli.'),
      p('Сертификат распространяется на лестницы, навесы, балконы и другие несущие конструкции. Декларации о характеристиках находятся в разделе «Протоколы».'),
    ],
  },
  {
    kind: 'career',
    date: '2026-01-05',
    slug: ['zvarac-mag-tig', 'welder-mag-tig', 'hegeszto-mag-tig', 'varilac-mag-tig', 'svarshchik-mag-tig'],
    title: ['Zvárač MAG/TIG', 'Welder (MAG/TIG)', 'Hegesztő (MAG/TIG)', 'Varilac (MAG/TIG)', 'Сварщик (MAG/TIG)'],
    perex: [
      'Hľadáme zvárača do dielne v Žiline. Plný úväzok, jednozmenná prevádzka, od 1 600 € mesačne.',
      'We are looking for a welder for our Žilina workshop. Full time, single shift, from €1,600 a month.',
      'Hegesztőt keresünk zsolnai műhelyünkbe. Teljes munkaidő, egy műszak, havi 1600 €-tól.',
      'Tražimo varioca za radionicu u Žilini. Puno radno vreme, jedna smena, od 1.600 € mesečno.',
      'Ищем сварщика в цех в Жилине. Полная занятость, одна смена, от 1600 € в месяц.',
    ],
    body: [
      p(h2('Čo budete robiť'), ul('zvárať brány, ploty a konštrukcie metódou MAG, nerez metódou TIG', 'pracovať podľa výkresovej dokumentácie'), h2('Čo očakávame'), ul('platný zváračský preukaz', 'aspoň 2 roky praxe'), h2('Čo ponúkame'), ul('stravné lístky a 13. plat', 'ubytovanie pre mimožilinských zamestnancov')),
      p(h2('What you will do'), ul('weld gates, fences and structures using MAG, stainless steel using TIG', 'work from technical drawings'), h2('What we expect'), ul('a valid welding certificate', 'at least 2 years of experience'), h2('What we offer'), ul('meal vouchers and a 13th salary', 'accommodation for employees from outside Žilina')),
      p(h2('Feladatok'), ul('kapuk, kerítések és szerkezetek hegesztése MAG, rozsdamentes acél TIG eljárással', 'munka műszaki rajzok alapján'), h2('Elvárások'), ul('érvényes hegesztői igazolvány', 'legalább 2 év gyakorlat'), h2('Amit kínálunk'), ul('étkezési jegyek és 13. havi fizetés', 'szállás a nem zsolnai munkatársaknak')),
      p(h2('Šta ćete raditi'), ul('variti kapije, ograde i konstrukcije MAG postupkom, nerđajući čelik TIG postupkom', 'raditi prema tehničkoj dokumentaciji'), h2('Šta očekujemo'), ul('važeći zavarivački sertifikat', 'najmanje 2 godine iskustva'), h2('Šta nudimo'), ul('bonove za ishranu i 13. platu', 'smeštaj za zaposlene van Žiline')),
      p(h2('Что вы будете делать'), ul('сваривать ворота, заборы и конструкции методом MAG, нержавеющую сталь — методом TIG', 'работать по чертежам'), h2('Что мы ожидаем'), ul('действующее удостоверение сварщика', 'опыт работы не менее 2 лет'), h2('Что мы предлагаем'), ul('талоны на питание и 13-ю зарплату', 'жильё для сотрудников не из Жилины')),
    ],
  },
  {
    kind: 'career',
    date: '2025-12-01',
    slug: ['konstrukter-ocelovych-konstrukcii', 'steel-structure-designer', 'acelszerkezet-tervezo', 'projektant-celicnih-konstrukcija', 'konstruktor-stalnykh-konstruktsiy'],
    title: ['Konštruktér oceľových konštrukcií', 'Steel structure designer', 'Acélszerkezet-tervező', 'Projektant čeličnih konstrukcija', 'Конструктор стальных конструкций'],
    perex: [
      'Do konštrukčnej kancelárie hľadáme konštruktéra so znalosťou 3D CAD. Od 2 100 € mesačne, možnosť čiastočnej práce z domu.',
      'Our design office is looking for a designer who knows 3D CAD. From €2,100 a month, partly remote work possible.',
      'Tervezőirodánkba 3D CAD-ben jártas tervezőt keresünk. Havi 2100 €-tól, részben otthoni munkavégzéssel.',
      'Projektnom birou potreban je projektant sa znanjem 3D CAD-a. Od 2.100 € mesečno, moguć delimičan rad od kuće.',
      'В конструкторское бюро требуется конструктор со знанием 3D CAD. От 2100 € в месяц, возможна частичная удалённая работа.',
    ],
    body: [
      p(h2('Náplň práce'), ul('návrh brán, schodísk a zábradlí podľa požiadaviek zákazníkov', 'výrobná dokumentácia a podklady pre laser'), h2('Požiadavky'), ul('SŠ alebo VŠ strojníckeho smeru', 'Inventor, SolidWorks alebo Tekla')),
      p(h2('The job'), ul('designing gates, staircases and railings to customer requirements', 'production drawings and files for the laser'), h2('Requirements'), ul('a secondary or university degree in mechanical engineering', 'Inventor, SolidWorks or Tekla')),
      p(h2('A munka'), ul('kapuk, lépcsők és korlátok tervezése az ügyfelek igényei szerint', 'gyártási dokumentáció és lézeres vágási fájlok'), h2('Követelmények'), ul('gépészeti közép- vagy felsőfokú végzettség', 'Inventor, SolidWorks vagy Tekla')),
      p(h2('Posao'), ul('projektovanje kapija, stepeništa i gelendera prema zahtevima kupaca', 'proizvodna dokumentacija i fajlovi za laser'), h2('Uslovi'), ul('srednja ili visoka škola mašinskog smera', 'Inventor, SolidWorks ili Tekla')),
      p(h2('Обязанности'), ul('проектирование ворот, лестниц и перил по требованиям заказчиков', 'производственная документация и файлы для лазера'), h2('Требования'), ul('среднее или высшее техническое образование (машиностроение)', 'Inventor, SolidWorks или Tekla')),
    ],
  },
  {
    kind: 'career',
    date: null,
    slug: ['montaznik-bran-a-plotov', 'gate-and-fence-installer', 'kapu-es-kerites-szerelo', 'monter-kapija-i-ograda', 'montazhnik-vorot-i-zaborov'],
    title: ['Montážnik brán a plotov', 'Gate and fence installer', 'Kapu- és kerítésszerelő', 'Monter kapija i ograda', 'Монтажник ворот и заборов'],
    perex: [
      'Stále radi privítame šikovných montážnikov do našich partií. Služobné auto, diéty a výkonnostné odmeny.',
      'Skilled installers are always welcome in our crews. Company van, travel allowances and performance bonuses.',
      'Ügyes szerelőket mindig szívesen fogadunk csapatainkba. Céges autó, napidíj és teljesítménybónusz.',
      'Vešte montere uvek rado primamo u naše ekipe. Službeno vozilo, dnevnice i bonusi za učinak.',
      'Мы всегда рады умелым монтажникам в наших бригадах. Служебный автомобиль, командировочные и премии.',
    ],
    body: [
      p('Montujeme po celom Slovensku aj v okolitých krajinách, spravidla s návratom domov v ten istý deň.', ul('vodičský preukaz skupiny B', 'manuálna zručnosť a spoľahlivosť')),
      p('We install all over Slovakia and in neighbouring countries, usually returning home the same day.', ul('a category B driving licence', 'good with your hands and reliable')),
      p('Egész Szlovákiában és a szomszédos országokban szerelünk, általában aznapi hazatéréssel.', ul('B kategóriás jogosítvány', 'kézügyesség és megbízhatóság')),
      p('Montiramo širom Slovačke i u susednim zemljama, obično sa povratkom kući istog dana.', ul('vozačka dozvola B kategorije', 'spretnost i pouzdanost')),
      p('Мы монтируем по всей Словакии и в соседних странах, как правило, с возвращением домой в тот же день.', ul('водительские права категории B', 'умелые руки и надёжность')),
    ],
  },
];

export type ModuleType = 'hero' | 'top-categories' | 'latest-articles' | 'custom-production';

export interface ModuleDef {
  type: ModuleType;
  title: L;
  text?: L;
  ctaLabel?: L;
  limit?: number;
  image?: { drawing: Drawing; color: string; view: number };
}

export const MODULES: ModuleDef[] = [
  {
    type: 'hero',
    title: [
      'Výrobca brán, plotov, zábradlí a kovových výrobkov',
      'Manufacturer of gates, fences, railings and metal products',
      'Kapuk, kerítések, korlátok és fémtermékek gyártója',
      'Proizvođač kapija, ograda, gelendera i metalnih proizvoda',
      'Производитель ворот, заборов, перил и металлических изделий',
    ],
    text: [
      'Navrhujeme, zvárame a povrchovo upravujeme brány, ploty, zábradlia, prístrešky a ďalšie kovové výrobky vo vlastnej dielni – ako štandardné výrobky zo skladu alebo na mieru pre váš dom či firmu.',
      'We design, weld and finish gates, fences, railings, carports and other metal products in our own workshop – as standard products from stock or made to measure for your home or company.',
      'Saját műhelyünkben tervezünk, hegesztünk és felületkezelünk kapukat, kerítéseket, korlátokat, kocsibeállókat és más fémtermékeket – raktári termékként vagy méretre, otthonába vagy cégéhez.',
      'U sopstvenoj radionici projektujemo, varimo i površinski obrađujemo kapije, ograde, gelendere, nadstrešnice i druge metalne proizvode – kao standardne proizvode sa lagera ili po meri za vaš dom ili firmu.',
      'Мы проектируем, свариваем и обрабатываем ворота, заборы, перила, навесы и другие металлические изделия в собственном цехе — стандартные изделия со склада или по размерам для вашего дома или компании.',
    ],
    ctaLabel: ['Pozrite si naše výrobky', 'View our products', 'Tekintse meg termékeinket', 'Pogledajte naše proizvode', 'Посмотреть нашу продукцию'],
    image: { drawing: 'gate-swing', color: '#121214', view: 0 },
  },
  {
    type: 'top-categories',
    title: ['Obľúbené kategórie', 'Popular categories', 'Népszerű kategóriák', 'Popularne kategorije', 'Популярные категории'],
  },
  {
    type: 'latest-articles',
    title: ['Novinky', 'Latest news', 'Hírek', 'Novosti', 'Новости'],
    ctaLabel: ['Všetky novinky', 'All news', 'Összes hír', 'Sve novosti', 'Все новости'],
    limit: 3,
  },
  {
    type: 'custom-production',
    title: ['Potrebujete niečo na mieru?', 'Need something made to measure?', 'Méretre készült termékre van szüksége?', 'Treba vam nešto po meri?', 'Нужно изделие по индивидуальным размерам?'],
    text: [
      'Pošlite nám náčrt, fotografiu alebo len rozmery. Naši konštruktéri pripravia návrh a cenovú ponuku a naša dielňa vyrobí výrobok presne podľa vašich predstáv.',
      'Send us a sketch, a photo or just the dimensions. Our designers prepare a proposal and a price quote, and our workshop makes the product exactly to your wishes.',
      'Küldjön vázlatot, fényképet vagy csak a méreteket. Tervezőink elkészítik a javaslatot és az árajánlatot, műhelyünk pedig pontosan az Ön elképzelése szerint gyártja le a terméket.',
      'Pošaljite nam skicu, fotografiju ili samo mere. Naši projektanti pripremaju predlog i ponudu, a naša radionica izrađuje proizvod tačno po vašoj želji.',
      'Пришлите эскиз, фотографию или просто размеры. Наши конструкторы подготовят проект и коммерческое предложение, а наш цех изготовит изделие точно по вашим пожеланиям.',
    ],
    ctaLabel: ['Požiadať o zákazkovú výrobu', 'Ask for custom production', 'Egyedi gyártást kérek', 'Zatražite proizvodnju po meri', 'Заказать изготовление'],
  },
];

export interface GalleryDef {
  kind: 'photo' | 'video' | 'inspiration' | 'video-inspiration';
  title: L;
  drawing: Drawing;
  color: string;
  view: number;
  /** For videos: which generated clip plays. */
  clip?: 'sliding' | 'swing' | 'coating';
}

export const GALLERY: GalleryDef[] = [
  { kind: 'photo', drawing: 'gate-swing', color: '#383e42', view: 0, title: ['Dvojkrídlová brána, Martin', 'Double swing gate, Martin', 'Kétszárnyú kapu, Turócszentmárton', 'Dvokrilna kapija, Martin', 'Распашные ворота, Мартин'] },
  { kind: 'photo', drawing: 'fence-panel', color: '#1f4d3a', view: 2, title: ['Panelový plot okolo záhrady, Rajec', 'Panel fence around a garden, Rajec', 'Panelkerítés kert körül, Rajec', 'Panelna ograda oko bašte, Rajec', 'Панельный забор вокруг сада, Райец'] },
  { kind: 'photo', drawing: 'railing-stainless', color: '#c9ced2', view: 1, title: ['Nerezové zábradlie terasy, Bratislava', 'Stainless steel terrace railing, Bratislava', 'Rozsdamentes teraszkorlát, Pozsony', 'Gelender terase od nerđajućeg čelika, Bratislava', 'Перила террасы из нержавеющей стали, Братислава'] },
  { kind: 'photo', drawing: 'stairs', color: '#121214', view: 0, title: ['Vonkajšie oceľové schodisko, Trenčín', 'Outdoor steel staircase, Trenčín', 'Kültéri acéllépcső, Trencsén', 'Spoljno čelično stepenište, Trenčin', 'Наружная стальная лестница, Тренчин'] },
  { kind: 'photo', drawing: 'carport', color: '#383e42', view: 2, title: ['Prístrešok pre dve autá, Nitra', 'Carport for two cars, Nitra', 'Kocsibeálló két autónak, Nyitra', 'Nadstrešnica za dva automobila, Nitra', 'Навес для двух автомобилей, Нитра'] },
  { kind: 'photo', drawing: 'fence-wrought', color: '#121214', view: 1, title: ['Kovaný plot historickej vily, Banská Štiavnica', 'Wrought fence of a historic villa, Banská Štiavnica', 'Történelmi villa kovácsoltvas kerítése, Selmecbánya', 'Kovana ograda istorijske vile, Banska Štjavnica', 'Кованый забор исторической виллы, Банска-Штьявница'] },
  { kind: 'photo', drawing: 'balcony', color: '#383e42', view: 0, title: ['Balkónové zábradlia bytového domu, Žilina', 'Balcony railings of an apartment block, Žilina', 'Társasház erkélykorlátjai, Zsolna', 'Balkonske ograde stambene zgrade, Žilina', 'Балконные ограждения жилого дома, Жилина'] },
  { kind: 'photo', drawing: 'pergola', color: '#9aa4aa', view: 2, title: ['Pergola pri bazéne, Piešťany', 'Pergola by a pool, Piešťany', 'Pergola medence mellett, Pöstyén', 'Pergola pored bazena, Pješćani', 'Пергола у бассейна, Пьештяны'] },
  { kind: 'inspiration', drawing: 'gate-sliding', color: '#121214', view: 0, title: ['Minimalistická posuvná brána', 'Minimalist sliding gate', 'Minimalista tolókapu', 'Minimalistička klizna kapija', 'Минималистичные откатные ворота'] },
  { kind: 'inspiration', drawing: 'gate-pedestrian', color: '#1f4d3a', view: 2, title: ['Bránka v zelenej farbe záhrady', 'A garden gate in garden green', 'Kertkapu kertzöld színben', 'Baštenska kapija u zelenoj boji', 'Калитка в цвет сада'] },
  { kind: 'inspiration', drawing: 'canopy', color: '#383e42', view: 1, title: ['Oblúková strieška nad vchodom', 'Arched canopy over the entrance', 'Íves előtető a bejárat felett', 'Lučna nadstrešnica iznad ulaza', 'Арочный козырёк над входом'] },
  { kind: 'inspiration', drawing: 'spiral', color: '#121214', view: 0, title: ['Točité schodisko do podkrovia', 'Spiral staircase to the attic', 'Csigalépcső a tetőtérbe', 'Spiralno stepenište do potkrovlja', 'Винтовая лестница на мансарду'] },
  { kind: 'inspiration', drawing: 'planter', color: '#383e42', view: 2, title: ['Kvetináče z kortenovej ocele', 'Weathering steel planters', 'Corten acél virágtartók', 'Žardinjere od korten čelika', 'Кашпо из кортеновской стали'] },
  { kind: 'inspiration', drawing: 'bench', color: '#121214', view: 1, title: ['Záhradná lavica s oceľovým rámom', 'Garden bench with a steel frame', 'Kerti pad acélvázzal', 'Baštenska klupa sa čeličnim ramom', 'Садовая скамья на стальной раме'] },
  { kind: 'video', drawing: 'gate-sliding', color: '#383e42', view: 2, clip: 'sliding', title: ['Samonosná posuvná brána v prevádzke', 'A self-supporting sliding gate at work', 'Önhordó tolókapu működés közben', 'Samonoseća klizna kapija u radu', 'Самонесущие откатные ворота в работе'] },
  { kind: 'video', drawing: 'gate-swing', color: '#121214', view: 0, clip: 'swing', title: ['Dvojkrídlová brána s pohonom', 'A double swing gate with an operator', 'Motoros kétszárnyú kapu', 'Dvokrilna kapija sa motorom', 'Распашные ворота с приводом'] },
  { kind: 'video', drawing: 'fence-panel', color: '#1f4d3a', view: 0, clip: 'coating', title: ['Naša linka práškového lakovania', 'Our powder coating line', 'Porfestő sorunk', 'Naša linija za plastifikaciju', 'Наша линия порошковой покраски'] },
  { kind: 'video-inspiration', drawing: 'gate-sliding', color: '#1f4d3a', view: 1, clip: 'sliding', title: ['Posuvná brána v zelenej RAL 6005', 'A sliding gate in green RAL 6005', 'Tolókapu zöld RAL 6005 színben', 'Klizna kapija u zelenoj RAL 6005', 'Откатные ворота в зелёном RAL 6005'] },
  { kind: 'video-inspiration', drawing: 'gate-swing', color: '#383e42', view: 2, clip: 'swing', title: ['Krídlová brána v antracite', 'A swing gate in anthracite', 'Szárnyas kapu antracit színben', 'Krilna kapija u antracitu', 'Распашные ворота цвета антрацит'] },
];
