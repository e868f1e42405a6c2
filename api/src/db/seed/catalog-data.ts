// The demo catalogue of a metal-products manufacturer, in sk, en, hu, sr (Latin script) and ru.
// Each L tuple is [sk, en, hu, sr, ru].
import { localeTag, type Lang } from '@shop/shared/languages';

export type L = readonly [sk: string, en: string, hu: string, sr: string, ru: string];
export const LANG_ORDER: readonly Lang[] = ['sk', 'en', 'hu', 'sr', 'ru'];
export const tr = (l: L, lang: Lang): string => l[LANG_ORDER.indexOf(lang)] ?? l[0];

export type Drawing =
  | 'gate-swing' | 'gate-sliding' | 'gate-pedestrian' | 'fence-panel' | 'fence-wrought' | 'post' | 'railing' | 'railing-stainless'
  | 'stairs' | 'spiral' | 'tread' | 'pergola' | 'canopy' | 'carport' | 'bench' | 'table' | 'planter' | 'mailbox' | 'hinge' | 'lock'
  | 'ornament' | 'operator' | 'balcony';

export interface Finish { key: string; name: L; color: string; text: L; priceFactor: number }

export const FINISHES: Record<string, Finish> = {
  zinc: {
    key: 'zinc', color: '#9aa4aa', priceFactor: 1,
    name: ['žiarovo zinkovaná', 'hot-dip galvanised', 'tűzihorganyzott', 'toplo cinkovano', 'горячее цинкование'],
    text: [
      'Žiarovo zinkovaná povrchová úprava chráni oceľ pred koróziou desiatky rokov aj bez ďalšieho náteru. Matne strieborný povrch časom získa jemnú patinu.',
      'Hot-dip galvanising protects the steel against corrosion for decades without any further coating. The matt silver surface slowly takes on a soft patina.',
      'A tűzihorganyzás évtizedekig védi az acélt a korróziótól további festés nélkül is. A matt ezüstös felület idővel finom patinát kap.',
      'Toplo cinkovanje štiti čelik od korozije decenijama, čak i bez dodatnog premaza. Mat srebrna površina s vremenom dobija blagu patinu.',
      'Горячее цинкование защищает сталь от коррозии на десятилетия даже без дополнительной покраски. Матовая серебристая поверхность со временем покрывается лёгкой патиной.',
    ],
  },
  anthracite: {
    key: 'anthracite', color: '#383e42', priceFactor: 1.12,
    name: ['antracit RAL 7016', 'anthracite RAL 7016', 'antracit RAL 7016', 'antracit RAL 7016', 'антрацит RAL 7016'],
    text: [
      'Oceľ je najprv žiarovo zinkovaná a potom práškovo lakovaná v odtieni antracit RAL 7016. Duplexná ochrana spája odolnosť zinku s elegantným matným vzhľadom.',
      'The steel is hot-dip galvanised first and then powder coated in anthracite RAL 7016. The duplex protection combines the durability of zinc with an elegant matt look.',
      'Az acélt először tűzihorganyozzuk, majd antracit RAL 7016 színű porszórt bevonattal látjuk el. A duplex védelem a cink tartósságát elegáns matt megjelenéssel ötvözi.',
      'Čelik se najpre toplo cinkuje, a zatim plastificira u nijansi antracit RAL 7016. Dupleks zaštita spaja otpornost cinka sa elegantnim mat izgledom.',
      'Сталь сначала оцинковывается горячим способом, а затем покрывается порошковой краской цвета антрацит RAL 7016. Двойная защита сочетает стойкость цинка с элегантным матовым видом.',
    ],
  },
  black: {
    key: 'black', color: '#121214', priceFactor: 1.12,
    name: ['čierna RAL 9005', 'black RAL 9005', 'fekete RAL 9005', 'crna RAL 9005', 'чёрный RAL 9005'],
    text: [
      'Čierna práškovo lakovaná povrchová úprava RAL 9005 na žiarovo zinkovanom podklade vynikne pri tehlových aj omietnutých fasádach. Povrch je hladký a ľahko sa udržiava.',
      'The black powder coating RAL 9005 on a hot-dip galvanised base stands out against brick and rendered facades alike. The surface is smooth and easy to keep clean.',
      'A tűzihorganyzott alapra felvitt fekete RAL 9005 porszórt bevonat tégla- és vakolt homlokzat előtt egyaránt mutatós. A felület sima és könnyen tisztítható.',
      'Crna plastifikacija RAL 9005 na toplo cinkovanoj podlozi ističe se uz fasade od cigle i maltera. Površina je glatka i lako se održava.',
      'Чёрное порошковое покрытие RAL 9005 по горячему цинкованию отлично смотрится на фоне кирпичных и оштукатуренных фасадов. Поверхность гладкая и легко очищается.',
    ],
  },
  green: {
    key: 'green', color: '#1f4d3a', priceFactor: 1.1,
    name: ['zelená RAL 6005', 'green RAL 6005', 'zöld RAL 6005', 'zelena RAL 6005', 'зелёный RAL 6005'],
    text: [
      'Zelená farba RAL 6005 nenápadne splynie so záhradou a živým plotom. Práškový lak je nanesený na žiarovo zinkovaný povrch, preto dlho vydrží bez údržby.',
      'Green RAL 6005 blends quietly into the garden and the hedge. The powder coat is applied over hot-dip galvanising, so it lasts for years without maintenance.',
      'A zöld RAL 6005 szín észrevétlenül beleolvad a kertbe és a sövénybe. A porfesték tűzihorganyzott felületre kerül, ezért hosszú ideig karbantartás nélkül is kitart.',
      'Zelena boja RAL 6005 neupadljivo se uklapa u baštu i živu ogradu. Plastifikacija je nanesena na toplo cinkovanu površinu, pa dugo traje bez održavanja.',
      'Зелёный цвет RAL 6005 незаметно сливается с садом и живой изгородью. Порошковая краска нанесена на горячеоцинкованную поверхность, поэтому долго служит без ухода.',
    ],
  },
  brushed: {
    key: 'brushed', color: '#c2c8cc', priceFactor: 1,
    name: ['nerez brúsená', 'brushed stainless steel', 'szálcsiszolt rozsdamentes acél', 'brušeni inoks', 'шлифованная нержавеющая сталь'],
    text: [
      'Brúsený povrch nerezovej ocele AISI 304 je odolný voči poveternostným vplyvom a drobné škrabance na ňom nie sú vidieť.',
      'The brushed surface of AISI 304 stainless steel withstands the weather, and small scratches on it are hardly visible.',
      'Az AISI 304 rozsdamentes acél szálcsiszolt felülete ellenáll az időjárásnak, az apró karcolások alig látszanak rajta.',
      'Brušena površina nerđajućeg čelika AISI 304 otporna je na vremenske uslove, a sitne ogrebotine se na njoj gotovo ne vide.',
      'Шлифованная поверхность нержавеющей стали AISI 304 устойчива к погодным условиям, мелкие царапины на ней почти не видны.',
    ],
  },
  polished: {
    key: 'polished', color: '#e4e8eb', priceFactor: 1.15,
    name: ['nerez leštená', 'polished stainless steel', 'polírozott rozsdamentes acél', 'polirani inoks', 'полированная нержавеющая сталь'],
    text: [
      'Leštená nerezová oceľ AISI 304 má zrkadlový lesk, ktorý pekne vynikne v interiéri aj na terase.',
      'Polished AISI 304 stainless steel has a mirror shine that looks good indoors and on the terrace.',
      'A polírozott AISI 304 rozsdamentes acél tükörfényes, beltérben és teraszon egyaránt jól mutat.',
      'Polirani nerđajući čelik AISI 304 ima sjaj ogledala koji lepo izgleda u enterijeru i na terasi.',
      'Полированная нержавеющая сталь AISI 304 имеет зеркальный блеск и красиво смотрится как в интерьере, так и на террасе.',
    ],
  },
  standard: {
    key: 'standard', color: '#6b7176', priceFactor: 1,
    name: ['štandardné vyhotovenie', 'standard version', 'standard kivitel', 'standardna izvedba', 'стандартное исполнение'],
    text: [
      'Pohon sa dodáva v štandardnom vyhotovení s krytom z odolného plastu a kompletnou riadiacou elektronikou.',
      'The operator comes in the standard version with a tough plastic cover and complete control electronics.',
      'A motor standard kivitelben, strapabíró műanyag burkolattal és teljes vezérlőelektronikával érkezik.',
      'Motor se isporučuje u standardnoj izvedbi sa kućištem od otporne plastike i kompletnom upravljačkom elektronikom.',
      'Привод поставляется в стандартном исполнении с корпусом из прочного пластика и полным блоком управления.',
    ],
  },
};

const STD = ['zinc', 'anthracite', 'black', 'green'] as const;
const STAINLESS = ['brushed', 'polished'] as const;

export const MATERIALS: Record<string, L> = {
  steel: ['oceľ S235JR', 'steel S235JR', 'S235JR acél', 'čelik S235JR', 'сталь S235JR'],
  wrought: ['kovaná oceľ S235JR', 'wrought steel S235JR', 'kovácsolt S235JR acél', 'kovani čelik S235JR', 'кованая сталь S235JR'],
  stainless: ['nerezová oceľ AISI 304', 'stainless steel AISI 304', 'AISI 304 rozsdamentes acél', 'nerđajući čelik AISI 304', 'нержавеющая сталь AISI 304'],
  wood: ['oceľ a smrekovcové drevo', 'steel and larch wood', 'acél és vörösfenyő', 'čelik i drvo ariša', 'сталь и лиственница'],
  polycarbonate: ['oceľ a polykarbonát', 'steel and polycarbonate', 'acél és polikarbonát', 'čelik i polikarbonat', 'сталь и поликарбонат'],
  electro: ['hliník, oceľ a plast', 'aluminium, steel and plastic', 'alumínium, acél és műanyag', 'aluminijum, čelik i plastika', 'алюминий, сталь и пластик'],
};

/** A size: its number(s) ("3000 × 1500", "M16") and unit, which sizeLabel writes in the product's language. */
export interface Size { value: string; unit: Unit | null; kg: number; priceFactor: number }
const mm = (w: number, h: number, kg: number, priceFactor: number): Size => ({ value: `${w} × ${h}`, unit: 'mm', kg, priceFactor });

type Unit = 'mm' | 'kg';
/** Russian writes units in Cyrillic ("мм", "кг"); the other four languages (Serbian in Latin script) in Latin. */
const UNITS: Record<Unit, Record<Lang, string>> = {
  mm: { sk: 'mm', en: 'mm', hu: 'mm', sr: 'mm', ru: 'мм' },
  kg: { sk: 'kg', en: 'kg', hu: 'kg', sr: 'kg', ru: 'кг' },
};

/** A size as a product's name and its dimensions parameter write it in `lang`: "3000 × 1500 mm", "3000 × 1500 мм". */
export function sizeLabel(size: Size, lang: Lang): string {
  return size.unit ? `${size.value} ${UNITS[size.unit][lang]}` : size.value;
}

export interface ProductType {
  key: string;
  name: L;
  drawing: Drawing;
  material: keyof typeof MATERIALS;
  basePriceCents: number;
  sizes: Size[];
  finishes: readonly string[];
  warrantyYears: number;
}

export interface CategoryDef {
  key: string;
  name: L;
  description: L;
  drawing: Drawing;
  children?: CategoryDef[];
  types?: ProductType[];
}

const t = (key: string, name: L, drawing: Drawing, material: keyof typeof MATERIALS, basePriceCents: number, sizes: Size[], finishes: readonly string[] = STD, warrantyYears = 5): ProductType => ({
  key, name, drawing, material, basePriceCents, sizes, finishes, warrantyYears,
});

export const CATEGORIES: CategoryDef[] = [
  {
    key: 'gates', drawing: 'gate-swing',
    name: ['Brány', 'Gates', 'Kapuk', 'Kapije', 'Ворота'],
    description: [
      'Oceľové brány na mieru aj v štandardných rozmeroch: krídlové, posuvné a bránky pre peších.',
      'Steel gates made to measure or in standard sizes: swing gates, sliding gates and pedestrian gates.',
      'Acélkapuk méretre vagy szabványméretben: kétszárnyú kapuk, tolókapuk és kiskapuk.',
      'Čelične kapije po meri ili u standardnim dimenzijama: krilne, klizne i pešačke kapije.',
      'Стальные ворота по размерам заказчика и стандартные: распашные, откатные ворота и калитки.',
    ],
    children: [
      {
        key: 'swing-gates', drawing: 'gate-swing',
        name: ['Krídlové brány', 'Swing gates', 'Kétszárnyú kapuk', 'Krilne kapije', 'Распашные ворота'],
        description: [
          'Dvojkrídlové brány sa otvárajú do pozemku a hodia sa tam, kde je za bránou dostatok miesta.',
          'Double swing gates open into the property and suit places with enough room behind the gate.',
          'A kétszárnyú kapuk a telek felé nyílnak, és ott ideálisak, ahol a kapu mögött elegendő hely van.',
          'Dvokrilne kapije otvaraju se ka placu i pogodne su tamo gde iza kapije ima dovoljno prostora.',
          'Двустворчатые распашные ворота открываются внутрь участка и подходят там, где за воротами достаточно места.',
        ],
        types: [
          t('swing-classic', ['Záhradná brána Klasik', 'Garden gate Classic', 'Klasszik kerti kapu', 'Baštenska kapija Klasik', 'Садовые ворота Классик'], 'gate-swing', 'steel', 89000, [mm(3000, 1500, 96, 1), mm(3500, 1600, 112, 1.15), mm(4000, 1800, 135, 1.32)]),
          t('swing-arch', ['Krídlová brána Oblúk', 'Swing gate Arch', 'Íves kétszárnyú kapu', 'Krilna kapija Luk', 'Распашные ворота Арка'], 'gate-swing', 'wrought', 124000, [mm(3500, 1600, 128, 1), mm(4000, 1800, 149, 1.18)]),
        ],
      },
      {
        key: 'sliding-gates', drawing: 'gate-sliding',
        name: ['Posuvné brány', 'Sliding gates', 'Tolókapuk', 'Klizne kapije', 'Откатные ворота'],
        description: [
          'Posuvné brány šetria miesto na pozemku aj na chodníku a ľahko sa automatizujú pohonom.',
          'Sliding gates save space in the yard and on the pavement and are easy to automate with an operator.',
          'A tolókapuk helyet spórolnak a telken és a járdán, és motorral könnyen automatizálhatók.',
          'Klizne kapije štede prostor u dvorištu i na trotoaru i lako se automatizuju motorom.',
          'Откатные ворота экономят место во дворе и на тротуаре и легко автоматизируются приводом.',
        ],
        types: [
          t('sliding-straight', ['Posuvná brána Rovná', 'Sliding gate Straight', 'Egyenes tolókapu', 'Klizna kapija Prava', 'Откатные ворота Прямые'], 'gate-sliding', 'steel', 145000, [mm(3500, 1500, 160, 1), mm(4000, 1600, 182, 1.12), mm(5000, 1800, 230, 1.38)]),
          t('sliding-cantilever', ['Samonosná posuvná brána', 'Cantilever sliding gate', 'Önhordó tolókapu', 'Samonoseća klizna kapija', 'Консольные откатные ворота'], 'gate-sliding', 'steel', 189000, [mm(4000, 1600, 210, 1), mm(5000, 1800, 265, 1.25)]),
        ],
      },
      {
        key: 'pedestrian-gates', drawing: 'gate-pedestrian',
        name: ['Bránky', 'Pedestrian gates', 'Kiskapuk', 'Pešačke kapije', 'Калитки'],
        description: [
          'Jednokrídlové bránky pre peších ladia s našimi bránami a plotmi a môžu mať zámok aj schránku.',
          'Single-leaf pedestrian gates match our gates and fences and can have a lock and a mailbox.',
          'Az egyszárnyú kiskapuk illeszkednek kapuinkhoz és kerítéseinkhez, zárral és postaládával is kérhetők.',
          'Jednokrilne pešačke kapije uklapaju se uz naše kapije i ograde i mogu imati bravu i sandučić.',
          'Одностворчатые калитки сочетаются с нашими воротами и заборами и могут иметь замок и почтовый ящик.',
        ],
        types: [
          t('pedestrian-classic', ['Bránka Klasik', 'Pedestrian gate Classic', 'Klasszik kiskapu', 'Pešačka kapija Klasik', 'Калитка Классик'], 'gate-pedestrian', 'steel', 32000, [mm(1000, 1500, 34, 1), mm(1200, 1600, 41, 1.14)]),
          t('pedestrian-arch', ['Bránka s oblúkom', 'Arched pedestrian gate', 'Íves kiskapu', 'Pešačka kapija sa lukom', 'Калитка с аркой'], 'gate-pedestrian', 'wrought', 41000, [mm(1000, 1600, 38, 1), mm(1200, 1800, 46, 1.16)]),
        ],
      },
    ],
  },
  {
    key: 'fences', drawing: 'fence-panel',
    name: ['Ploty', 'Fences', 'Kerítések', 'Ograde', 'Заборы'],
    description: [
      'Plotové systémy zo zváraných panelov a kované ploty vrátane stĺpikov a montážneho materiálu.',
      'Fence systems of welded mesh panels and wrought iron fences, including posts and fixings.',
      'Hegesztett táblás kerítésrendszerek és kovácsoltvas kerítések oszlopokkal és rögzítőanyaggal.',
      'Sistemi ograda od zavarenih panela i kovane ograde, uključujući stubove i pribor za montažu.',
      'Системы заборов из сварных панелей и кованые заборы вместе со столбами и крепежом.',
    ],
    children: [
      {
        key: 'welded-panels', drawing: 'fence-panel',
        name: ['Zvárané panely', 'Welded mesh panels', 'Hegesztett táblák', 'Zavareni paneli', 'Сварные панели'],
        description: [
          'Pevné plotové panely zo zváraných drôtov s prelisom, rýchla montáž a dlhá životnosť.',
          'Rigid fence panels of welded wire with stiffening folds: quick to install and long-lasting.',
          'Merevítő hajlítással ellátott hegesztett huzaltáblák: gyors szerelés és hosszú élettartam.',
          'Čvrsti panelni elementi od zavarene žice sa prevojima: brza montaža i dug vek trajanja.',
          'Жёсткие панели из сварной проволоки с рёбрами жёсткости: быстрый монтаж и долгий срок службы.',
        ],
        types: [
          t('panel-3d', ['Zváraný panel 3D', 'Welded panel 3D', '3D hegesztett tábla', 'Zavareni panel 3D', 'Сварная панель 3D'], 'fence-panel', 'steel', 2900, [mm(2500, 1230, 11, 1), mm(2500, 1530, 14, 1.2), mm(2500, 1730, 16, 1.36)]),
          t('panel-2d', ['Zváraný panel 2D', 'Welded panel 2D', '2D hegesztett tábla', 'Zavareni panel 2D', 'Сварная панель 2D'], 'fence-panel', 'steel', 5400, [mm(2500, 1430, 24, 1), mm(2500, 1830, 31, 1.25)]),
        ],
      },
      {
        key: 'wrought-fences', drawing: 'fence-wrought',
        name: ['Kované ploty', 'Wrought iron fences', 'Kovácsoltvas kerítések', 'Kovane ograde', 'Кованые заборы'],
        description: [
          'Plotové polia s kovanými prvkami a hrotmi, vyrábané ručne v našej dielni.',
          'Fence sections with wrought elements and spikes, hand-made in our workshop.',
          'Kovácsolt elemekkel és lándzsahegyekkel díszített kerítésmezők, saját műhelyünkben kézzel készítve.',
          'Ogradna polja sa kovanim elementima i šiljcima, ručno izrađena u našoj radionici.',
          'Заборные секции с коваными элементами и пиками, изготовленные вручную в нашей мастерской.',
        ],
        types: [
          t('wrought-spike', ['Kovaný plot Hrot', 'Wrought fence Spike', 'Lándzsás kovácsoltvas kerítés', 'Kovana ograda Šiljak', 'Кованый забор Пика'], 'fence-wrought', 'wrought', 18900, [mm(2000, 1200, 28, 1), mm(2000, 1500, 34, 1.2)]),
          t('wrought-baroque', ['Kovaný plot Barok', 'Wrought fence Baroque', 'Barokk kovácsoltvas kerítés', 'Kovana ograda Barok', 'Кованый забор Барокко'], 'fence-wrought', 'wrought', 26900, [mm(2000, 1200, 33, 1), mm(2000, 1500, 40, 1.22)]),
        ],
      },
      {
        key: 'fence-posts', drawing: 'post',
        name: ['Plotové stĺpiky', 'Fence posts', 'Kerítésoszlopok', 'Stubovi za ograde', 'Столбы для забора'],
        description: [
          'Stĺpiky z uzavretých profilov s krytkou a príchytkami na panely aj kované polia.',
          'Posts of hollow sections with a cap and clips for panels and wrought sections.',
          'Zártszelvényből készült oszlopok kupakkal és rögzítőkkel táblákhoz és kovácsolt mezőkhöz.',
          'Stubovi od zatvorenih profila sa kapom i držačima za panele i kovana polja.',
          'Столбы из профильной трубы с заглушкой и креплениями для панелей и кованых секций.',
        ],
        types: [
          t('post-square', ['Plotový stĺpik 60 × 40', 'Fence post 60 × 40', 'Kerítésoszlop 60 × 40', 'Stub za ogradu 60 × 40', 'Столб для забора 60 × 40'], 'post', 'steel', 1900, [mm(60, 1700, 6, 1), mm(60, 2000, 7, 1.15), mm(60, 2300, 8, 1.3)]),
        ],
      },
    ],
  },
  {
    key: 'railings', drawing: 'railing',
    name: ['Zábradlia', 'Railings', 'Korlátok', 'Gelenderi', 'Перила'],
    description: [
      'Zábradlia na schodiská, balkóny a terasy z ocele aj z nerezu, vyrobené presne na mieru.',
      'Railings for stairs, balconies and terraces in steel or stainless steel, made exactly to measure.',
      'Korlátok lépcsőkre, erkélyekre és teraszokra acélból vagy rozsdamentes acélból, pontosan méretre.',
      'Gelenderi za stepeništa, balkone i terase od čelika ili inoksa, izrađeni tačno po meri.',
      'Перила для лестниц, балконов и террас из стали и нержавейки, изготовленные точно по размерам.',
    ],
    children: [
      {
        key: 'stair-railings', drawing: 'railing',
        name: ['Schodiskové zábradlia', 'Stair railings', 'Lépcsőkorlátok', 'Stepenišni gelenderi', 'Лестничные перила'],
        description: [
          'Bezpečné zábradlia k vnútorným aj vonkajším schodiskám s madlom príjemným na dotyk.',
          'Safe railings for indoor and outdoor stairs with a handrail that is pleasant to hold.',
          'Biztonságos korlátok bel- és kültéri lépcsőkhöz, kézbe simuló fogódzóval.',
          'Bezbedni gelenderi za unutrašnja i spoljna stepeništa sa rukohvatom prijatnim na dodir.',
          'Надёжные перила для внутренних и наружных лестниц с удобным поручнем.',
        ],
        types: [
          t('stair-bar', ['Schodiskové zábradlie Priečka', 'Stair railing Bar', 'Pálcás lépcsőkorlát', 'Stepenišni gelender Prečka', 'Лестничные перила Планка'], 'railing', 'steel', 12900, [mm(1000, 900, 14, 1), mm(2000, 900, 26, 1.85)]),
        ],
      },
      {
        key: 'balcony-railings', drawing: 'railing',
        name: ['Balkónové zábradlia', 'Balcony railings', 'Erkélykorlátok', 'Balkonski gelenderi', 'Балконные ограждения'],
        description: [
          'Zábradlia na balkóny a lodžie s vertikálnymi priečkami, ktoré deti nepreliezajú.',
          'Railings for balconies and loggias with vertical bars that children cannot climb.',
          'Erkély- és loggiakorlátok függőleges pálcákkal, amelyeken a gyerekek nem tudnak átmászni.',
          'Gelenderi za balkone i lođe sa vertikalnim prečkama preko kojih deca ne mogu da se penju.',
          'Ограждения для балконов и лоджий с вертикальными стойками, через которые дети не перелезут.',
        ],
        types: [
          t('balcony-vertical', ['Balkónové zábradlie Vertikál', 'Balcony railing Vertical', 'Vertikál erkélykorlát', 'Balkonski gelender Vertikal', 'Балконное ограждение Вертикаль'], 'railing', 'steel', 14900, [mm(1000, 1000, 16, 1), mm(2000, 1000, 30, 1.85)]),
        ],
      },
      {
        key: 'stainless-railings', drawing: 'railing-stainless',
        name: ['Nerezové zábradlia', 'Stainless steel railings', 'Rozsdamentes korlátok', 'Gelenderi od nerđajućeg čelika', 'Перила из нержавеющей стали'],
        description: [
          'Moderné nerezové zábradlia s lankovou alebo tyčovou výplňou a nerezovým madlom.',
          'Modern stainless steel railings with cable or rod infill and a stainless handrail.',
          'Modern rozsdamentes korlátok sodronyköteles vagy rudas kitöltéssel és rozsdamentes fogódzóval.',
          'Moderni gelenderi od nerđajućeg čelika sa ispunom od sajli ili šipki i rukohvatom od inoksa.',
          'Современные перила из нержавеющей стали с тросовым или прутковым заполнением и поручнем.',
        ],
        types: [
          t('stainless-cable', ['Nerezové zábradlie Lanko', 'Stainless railing Cable', 'Sodronyköteles rozsdamentes korlát', 'Inoks gelender Sajla', 'Перила из нержавейки Трос'], 'railing-stainless', 'stainless', 24900, [mm(1000, 1000, 9, 1), mm(2000, 1000, 17, 1.8)], STAINLESS, 10),
          t('stainless-rail', ['Nerezové madlo na stenu', 'Stainless wall handrail', 'Rozsdamentes fali fogódzó', 'Inoks rukohvat za zid', 'Настенный поручень из нержавейки'], 'railing-stainless', 'stainless', 5900, [mm(1000, 42, 2, 1), mm(2000, 42, 4, 1.8)], STAINLESS, 10),
        ],
      },
    ],
  },
  {
    key: 'stairs', drawing: 'stairs',
    name: ['Schodiská', 'Stairs', 'Lépcsők', 'Stepeništa', 'Лестницы'],
    description: [
      'Oceľové schodiská do domu, na terasu aj ako únikové schodiská, vrátane stupňov a zábradlia.',
      'Steel stairs for the house, the terrace or as fire escapes, including treads and railings.',
      'Acéllépcsők házba, teraszra vagy menekülőlépcsőnek, lépcsőfokokkal és korláttal.',
      'Čelična stepeništa za kuću, terasu ili kao protivpožarna, uključujući gazišta i gelender.',
      'Стальные лестницы для дома, террасы или эвакуационные, вместе со ступенями и перилами.',
    ],
    children: [
      {
        key: 'outdoor-stairs', drawing: 'stairs',
        name: ['Vonkajšie schodiská', 'Outdoor stairs', 'Kültéri lépcsők', 'Spoljna stepeništa', 'Наружные лестницы'],
        description: [
          'Priame vonkajšie schodiská s pororoštovými stupňami, ktoré sa nešmýkajú ani v daždi.',
          'Straight outdoor stairs with grating treads that stay slip-resistant even in the rain.',
          'Egyenes kültéri lépcsők rácsos fokokkal, amelyek esőben sem csúsznak.',
          'Prava spoljna stepeništa sa rešetkastim gazištima koja ne klize ni po kiši.',
          'Прямые наружные лестницы с решётчатыми ступенями, которые не скользят даже в дождь.',
        ],
        types: [
          t('outdoor-straight', ['Vonkajšie schodisko Priame', 'Outdoor staircase Straight', 'Egyenes kültéri lépcső', 'Spoljno stepenište Pravo', 'Наружная лестница Прямая'], 'stairs', 'steel', 149000, [mm(900, 2800, 180, 1), mm(1000, 3200, 215, 1.2)]),
        ],
      },
      {
        key: 'spiral-stairs', drawing: 'spiral',
        name: ['Točité schodiská', 'Spiral staircases', 'Csigalépcsők', 'Spiralna stepeništa', 'Винтовые лестницы'],
        description: [
          'Točité schodiská zaberú minimum miesta a spoja podlažia aj tam, kde sa priame schodisko nezmestí.',
          'Spiral staircases take up very little room and connect floors where a straight stair will not fit.',
          'A csigalépcsők kevés helyet foglalnak, és ott is összekötik a szinteket, ahol egyenes lépcső nem fér el.',
          'Spiralna stepeništa zauzimaju malo prostora i povezuju spratove i tamo gde pravo stepenište ne staje.',
          'Винтовые лестницы занимают минимум места и соединяют этажи там, где прямая лестница не помещается.',
        ],
        types: [
          t('spiral', ['Točité schodisko Špirála', 'Spiral staircase Helix', 'Spirál csigalépcső', 'Spiralno stepenište Spirala', 'Винтовая лестница Спираль'], 'spiral', 'steel', 219000, [mm(1400, 2800, 240, 1), mm(1600, 3000, 280, 1.15)]),
        ],
      },
      {
        key: 'stair-treads', drawing: 'tread',
        name: ['Schodiskové stupne', 'Stair treads', 'Lépcsőfokok', 'Gazišta za stepenice', 'Ступени'],
        description: [
          'Pororoštové a plechové stupne na nové aj existujúce oceľové schodiská.',
          'Grating and checker plate treads for new and existing steel stairs.',
          'Rácsos és bordáslemez lépcsőfokok új és meglévő acéllépcsőkhöz.',
          'Rešetkasta i limena gazišta za nova i postojeća čelična stepeništa.',
          'Решётчатые и рифлёные ступени для новых и существующих стальных лестниц.',
        ],
        types: [
          t('tread-grating', ['Schodiskový stupeň pororošt', 'Grating stair tread', 'Rácsos lépcsőfok', 'Rešetkasto gazište', 'Решётчатая ступень'], 'tread', 'steel', 3900, [mm(800, 240, 9, 1), mm(1000, 270, 12, 1.25)]),
        ],
      },
    ],
  },
  {
    key: 'canopies-pergolas', drawing: 'pergola',
    name: ['Prístrešky a pergoly', 'Canopies & pergolas', 'Előtetők és pergolák', 'Nadstrešnice i pergole', 'Навесы и перголы'],
    description: [
      'Oceľové pergoly, striešky nad vchod a prístrešky na autá, ktoré chránia pred dažďom aj slnkom.',
      'Steel pergolas, door canopies and carports that keep off the rain and the sun.',
      'Acél pergolák, bejárati előtetők és autóbeállók, amelyek esőtől és naptól is védenek.',
      'Čelične pergole, nadstrešnice za ulaz i za automobile koje štite od kiše i sunca.',
      'Стальные перголы, козырьки над входом и навесы для автомобилей, защищающие от дождя и солнца.',
    ],
    children: [
      {
        key: 'pergolas', drawing: 'pergola',
        name: ['Pergoly', 'Pergolas', 'Pergolák', 'Pergole', 'Перголы'],
        description: [
          'Samostatne stojace aj k domu pripevnené pergoly s priestorom na popínavé rastliny alebo tieniacu plachtu.',
          'Free-standing and wall-mounted pergolas with room for climbing plants or a shade sail.',
          'Szabadon álló és falra rögzített pergolák futónövényeknek vagy árnyékolóvitorlának.',
          'Samostojeće i zidne pergole sa mestom za puzavice ili platno za senku.',
          'Отдельно стоящие и пристенные перголы для вьющихся растений или теневого паруса.',
        ],
        types: [
          t('pergola-garden', ['Pergola Záhrada', 'Pergola Garden', 'Kerti pergola', 'Pergola Bašta', 'Пергола Сад'], 'pergola', 'steel', 119000, [mm(3000, 3000, 140, 1), mm(4000, 3000, 175, 1.25)]),
        ],
      },
      {
        key: 'door-canopies', drawing: 'canopy',
        name: ['Vchodové striešky', 'Door canopies', 'Bejárati előtetők', 'Nadstrešnice za ulaz', 'Козырьки над входом'],
        description: [
          'Striešky nad vchodové dvere s polykarbonátovou výplňou a konzolami z ocele.',
          'Canopies over the front door with a polycarbonate roof and steel brackets.',
          'Bejárati ajtó feletti előtetők polikarbonát fedéssel és acélkonzolokkal.',
          'Nadstrešnice iznad ulaznih vrata sa polikarbonatnim krovom i čeličnim konzolama.',
          'Козырьки над входной дверью с поликарбонатной кровлей и стальными кронштейнами.',
        ],
        types: [
          t('door-canopy', ['Strieška nad vchod Oblúk', 'Door canopy Arch', 'Íves bejárati előtető', 'Nadstrešnica za ulaz Luk', 'Козырёк над входом Арка'], 'canopy', 'polycarbonate', 27900, [mm(1500, 900, 18, 1), mm(2000, 1000, 24, 1.3)]),
        ],
      },
      {
        key: 'carports', drawing: 'carport',
        name: ['Prístrešky na autá', 'Carports', 'Autóbeállók', 'Nadstrešnice za automobile', 'Навесы для автомобилей'],
        description: [
          'Prístrešky na jedno alebo dve autá s oceľovou konštrukciou a strechou z polykarbonátu.',
          'Carports for one or two cars with a steel frame and a polycarbonate roof.',
          'Egy vagy két autós beállók acélszerkezettel és polikarbonát tetővel.',
          'Nadstrešnice za jedan ili dva automobila sa čeličnom konstrukcijom i krovom od polikarbonata.',
          'Навесы на один или два автомобиля со стальным каркасом и кровлей из поликарбоната.',
        ],
        types: [
          t('carport', ['Prístrešok na auto Solo', 'Carport Solo', 'Solo autóbeálló', 'Nadstrešnica za auto Solo', 'Навес для автомобиля Соло'], 'carport', 'polycarbonate', 239000, [mm(3000, 5000, 320, 1), mm(6000, 5000, 560, 1.75)]),
        ],
      },
    ],
  },
  {
    key: 'garden-furniture', drawing: 'bench',
    name: ['Záhradný nábytok', 'Garden furniture', 'Kerti bútorok', 'Baštenski nameštaj', 'Садовая мебель'],
    description: [
      'Lavičky, stoly a kvetináče z ocele a dreva, ktoré vydržia vonku celý rok.',
      'Benches, tables and planters of steel and wood that stay outdoors all year round.',
      'Acélból és fából készült padok, asztalok és virágtartók, amelyek egész évben kint maradhatnak.',
      'Klupe, stolovi i žardinjere od čelika i drveta koji mogu napolju da stoje cele godine.',
      'Скамейки, столы и кашпо из стали и дерева, которые круглый год стоят на улице.',
    ],
    children: [
      {
        key: 'benches', drawing: 'bench',
        name: ['Lavičky', 'Benches', 'Padok', 'Klupe', 'Скамейки'],
        description: [
          'Záhradné a parkové lavičky s oceľovou kostrou a sedákom zo smrekovca.',
          'Garden and park benches with a steel frame and a larch seat.',
          'Kerti és parki padok acélvázzal és vörösfenyő ülőlapokkal.',
          'Baštenske i parkovske klupe sa čeličnim ramom i sedištem od ariša.',
          'Садовые и парковые скамейки со стальным каркасом и сиденьем из лиственницы.',
        ],
        types: [
          t('bench-park', ['Lavička Park', 'Bench Park', 'Park pad', 'Klupa Park', 'Скамейка Парк'], 'bench', 'wood', 34900, [mm(1500, 800, 38, 1), mm(1800, 800, 44, 1.15)]),
        ],
      },
      {
        key: 'garden-tables', drawing: 'table',
        name: ['Záhradné stoly', 'Garden tables', 'Kerti asztalok', 'Baštenski stolovi', 'Садовые столы'],
        description: [
          'Stabilné záhradné stoly s oceľovou podnožou a drevenou doskou pre celú rodinu.',
          'Sturdy garden tables with a steel base and a wooden top for the whole family.',
          'Stabil kerti asztalok acél lábazattal és falappal az egész családnak.',
          'Stabilni baštenski stolovi sa čeličnim postoljem i drvenom pločom za celu porodicu.',
          'Устойчивые садовые столы со стальным основанием и деревянной столешницей для всей семьи.',
        ],
        types: [
          t('table-garden', ['Záhradný stôl Rodina', 'Garden table Family', 'Családi kerti asztal', 'Baštenski sto Porodica', 'Садовый стол Семья'], 'table', 'wood', 42900, [mm(1600, 800, 52, 1), mm(2000, 900, 64, 1.2)]),
        ],
      },
      {
        key: 'planters', drawing: 'planter',
        name: ['Kvetináče', 'Planters', 'Virágtartók', 'Žardinjere', 'Кашпо'],
        description: [
          'Kvetináče a vyvýšené záhony z ocele, vhodné na terasy, balkóny aj do záhrady.',
          'Steel planters and raised beds for terraces, balconies and the garden.',
          'Acél virágtartók és magaságyások teraszra, erkélyre és kertbe.',
          'Čelične žardinjere i izdignute leje za terase, balkone i baštu.',
          'Стальные кашпо и высокие грядки для террас, балконов и сада.',
        ],
        types: [
          t('planter-cube', ['Kvetináč Kocka', 'Planter Cube', 'Kocka virágtartó', 'Žardinjera Kocka', 'Кашпо Куб'], 'planter', 'steel', 8900, [mm(400, 400, 12, 1), mm(600, 600, 21, 1.6)]),
        ],
      },
    ],
  },
  {
    key: 'mailboxes', drawing: 'mailbox',
    name: ['Poštové schránky', 'Mailboxes', 'Postaládák', 'Poštanski sandučići', 'Почтовые ящики'],
    description: [
      'Oceľové poštové schránky na stenu aj do plota, s uzamykaním a menovkou.',
      'Steel mailboxes for the wall or the fence, lockable and with a name plate.',
      'Acél postaládák falra és kerítésbe, zárral és névtáblával.',
      'Čelični poštanski sandučići za zid i ogradu, sa bravom i pločicom za ime.',
      'Стальные почтовые ящики на стену и в забор, с замком и табличкой для имени.',
    ],
    children: [
      {
        key: 'wall-mailboxes', drawing: 'mailbox',
        name: ['Nástenné schránky', 'Wall-mounted mailboxes', 'Fali postaládák', 'Zidni sandučići', 'Настенные почтовые ящики'],
        description: [
          'Schránky na montáž na fasádu alebo stĺpik, s otvorom aj na noviny formátu A4.',
          'Mailboxes for mounting on a facade or a post, with a slot wide enough for A4 magazines.',
          'Homlokzatra vagy oszlopra szerelhető postaládák A4-es újságnak is elegendő nyílással.',
          'Sandučići za montažu na fasadu ili stub, sa otvorom i za novine formata A4.',
          'Ящики для монтажа на фасад или столб, с прорезью и для журналов формата A4.',
        ],
        types: [t('mailbox-wall', ['Poštová schránka Nástenná', 'Mailbox Wall', 'Fali postaláda', 'Poštanski sandučić Zidni', 'Почтовый ящик Настенный'], 'mailbox', 'steel', 5900, [mm(320, 400, 5, 1)])],
      },
      {
        key: 'fence-mailboxes', drawing: 'mailbox',
        name: ['Schránky do plota', 'Fence mailboxes', 'Kerítésbe építhető postaládák', 'Sandučići za ogradu', 'Почтовые ящики для забора'],
        description: [
          'Priechodné schránky do plota alebo bránky, ktoré sa vyberajú zo strany pozemku.',
          'Through-the-fence mailboxes that are emptied from inside the property.',
          'Kerítésen vagy kiskapun átmenő postaládák, amelyek a telek felől üríthetők.',
          'Prolazni sandučići za ogradu ili kapiju koji se prazne sa strane placa.',
          'Сквозные почтовые ящики для забора или калитки, которые открываются со стороны участка.',
        ],
        types: [t('mailbox-fence', ['Poštová schránka do plota', 'Fence mailbox', 'Kerítés postaláda', 'Poštanski sandučić za ogradu', 'Почтовый ящик для забора'], 'mailbox', 'steel', 7900, [mm(360, 300, 6, 1)])],
      },
    ],
  },
  {
    key: 'fittings', drawing: 'hinge',
    name: ['Kovanie a príslušenstvo', 'Fittings & accessories', 'Vasalatok és tartozékok', 'Okovi i pribor', 'Фурнитура и комплектующие'],
    description: [
      'Pánty, zámky, kľučky, kované ozdoby a pohony pre brány a bránky.',
      'Hinges, locks, handles, wrought ornaments and operators for gates and pedestrian gates.',
      'Zsanérok, zárak, kilincsek, kovácsolt díszek és motorok kapukhoz és kiskapukhoz.',
      'Šarke, brave, kvake, kovani ukrasi i motori za kapije i pešačke kapije.',
      'Петли, замки, ручки, кованые элементы и приводы для ворот и калиток.',
    ],
    children: [
      {
        key: 'hinges', drawing: 'hinge',
        name: ['Pánty', 'Hinges', 'Zsanérok', 'Šarke', 'Петли'],
        description: [
          'Nastaviteľné privarovacie a priskrutkovacie pánty pre ťažké brány aj ľahké bránky.',
          'Adjustable weld-on and bolt-on hinges for heavy gates and light pedestrian gates alike.',
          'Állítható hegeszthető és csavarozható zsanérok nehéz kapukhoz és könnyű kiskapukhoz.',
          'Podesive šarke za zavarivanje i pričvršćivanje zavrtnjima za teške kapije i lake pešačke kapije.',
          'Регулируемые приварные и привинчиваемые петли для тяжёлых ворот и лёгких калиток.',
        ],
        types: [t('hinge-adjustable', ['Pánt nastaviteľný', 'Adjustable hinge', 'Állítható zsanér', 'Podesiva šarka', 'Регулируемая петля'], 'hinge', 'steel', 1490, [{ value: 'M16', unit: null, kg: 0.6, priceFactor: 1 }, { value: 'M20', unit: null, kg: 0.9, priceFactor: 1.3 }])],
      },
      {
        key: 'locks-handles', drawing: 'lock',
        name: ['Zámky a kľučky', 'Locks & handles', 'Zárak és kilincsek', 'Brave i kvake', 'Замки и ручки'],
        description: [
          'Zadlabacie zámky do profilov, kľučky a gule pre brány a bránky.',
          'Mortise locks for hollow sections, handles and knobs for gates and pedestrian gates.',
          'Zártszelvénybe süllyeszthető zárak, kilincsek és gombok kapukhoz és kiskapukhoz.',
          'Ugradne brave za profile, kvake i kugle za kapije i pešačke kapije.',
          'Врезные замки для профиля, ручки и кнобы для ворот и калиток.',
        ],
        types: [
          t('gate-lock', ['Zámok na bránu', 'Gate lock', 'Kapuzár', 'Brava za kapiju', 'Замок для ворот'], 'lock', 'steel', 3990, [{ value: '40', unit: 'mm', kg: 0.8, priceFactor: 1 }, { value: '60', unit: 'mm', kg: 1, priceFactor: 1.15 }]),
          t('gate-handle', ['Kľučka na bránu', 'Gate handle', 'Kapukilincs', 'Kvaka za kapiju', 'Ручка для ворот'], 'lock', 'steel', 2490, [{ value: '92', unit: 'mm', kg: 0.5, priceFactor: 1 }, { value: '72', unit: 'mm', kg: 0.4, priceFactor: 0.95 }]),
        ],
      },
      {
        key: 'ornaments', drawing: 'ornament',
        name: ['Kované ozdoby', 'Wrought ornaments', 'Kovácsoltvas díszek', 'Kovani ukrasi', 'Кованые элементы'],
        description: [
          'Hroty, listy, rozety a volúty na dozdobenie brán, plotov a zábradlí.',
          'Spikes, leaves, rosettes and scrolls to decorate gates, fences and railings.',
          'Lándzsák, levelek, rozetták és csigák kapuk, kerítések és korlátok díszítésére.',
          'Šiljci, listovi, rozete i volute za ukrašavanje kapija, ograda i gelendera.',
          'Пики, листья, розетки и завитки для украшения ворот, заборов и перил.',
        ],
        types: [t('ornament-spike', ['Kovaná hrotnica', 'Wrought spike', 'Kovácsolt lándzsahegy', 'Kovani šiljak', 'Кованая пика'], 'ornament', 'wrought', 390, [{ value: '12 × 12', unit: 'mm', kg: 0.2, priceFactor: 1 }, { value: '16 × 16', unit: 'mm', kg: 0.35, priceFactor: 1.4 }])],
      },
      {
        key: 'gate-operators', drawing: 'operator',
        name: ['Pohony pre brány', 'Gate operators', 'Kapunyitó motorok', 'Motori za kapije', 'Приводы для ворот'],
        description: [
          'Elektrické pohony posuvných brán s diaľkovým ovládaním, fotobunkami a majákom.',
          'Electric operators for sliding gates with remote controls, photocells and a warning light.',
          'Elektromos tolókapu-motorok távirányítóval, fotocellával és villogóval.',
          'Električni motori za klizne kapije sa daljinskim upravljačem, fotoćelijama i rotacionim svetlom.',
          'Электроприводы для откатных ворот с пультами, фотоэлементами и сигнальной лампой.',
        ],
        types: [
          t('operator-sliding', ['Pohon posuvnej brány', 'Sliding gate operator', 'Tolókapu motor', 'Motor za kliznu kapiju', 'Привод откатных ворот'], 'operator', 'electro', 34900, [{ value: '600', unit: 'kg', kg: 9, priceFactor: 1 }, { value: '1000', unit: 'kg', kg: 11, priceFactor: 1.3 }, { value: '1500', unit: 'kg', kg: 14, priceFactor: 1.7 }], ['standard'], 2),
        ],
      },
    ],
  },
  {
    key: 'balconies', drawing: 'balcony',
    name: ['Balkóny', 'Balconies', 'Erkélyek', 'Balkoni', 'Балконы'],
    description: [
      'Francúzske balkóny a predsadené balkónové konštrukcie z pozinkovanej ocele.',
      'French balconies and add-on balcony structures of galvanised steel.',
      'Francia erkélyek és előtétes erkélyszerkezetek horganyzott acélból.',
      'Francuski balkoni i montažne balkonske konstrukcije od pocinkovanog čelika.',
      'Французские балконы и приставные балконные конструкции из оцинкованной стали.',
    ],
    children: [
      {
        key: 'french-balconies', drawing: 'balcony',
        name: ['Francúzske balkóny', 'French balconies', 'Francia erkélyek', 'Francuski balkoni', 'Французские балконы'],
        description: [
          'Zábradlie priamo pred oknom alebo balkónovými dverami, ktoré otvorí izbu do exteriéru.',
          'A railing right in front of a window or balcony door that opens the room to the outside.',
          'Közvetlenül az ablak vagy erkélyajtó elé szerelt korlát, amely a szobát a szabadba nyitja.',
          'Gelender direktno ispred prozora ili balkonskih vrata koji otvara sobu ka spoljašnjosti.',
          'Ограждение прямо перед окном или балконной дверью, открывающее комнату наружу.',
        ],
        types: [t('french-balcony', ['Francúzsky balkón Klasik', 'French balcony Classic', 'Klasszik francia erkély', 'Francuski balkon Klasik', 'Французский балкон Классик'], 'balcony', 'steel', 18900, [mm(1200, 1000, 19, 1), mm(1800, 1000, 27, 1.4)])],
      },
      {
        key: 'balcony-structures', drawing: 'balcony',
        name: ['Balkónové konštrukcie', 'Balcony structures', 'Erkélyszerkezetek', 'Balkonske konstrukcije', 'Балконные конструкции'],
        description: [
          'Samonosné predsadené balkóny na stĺpoch, ktoré sa dajú dodatočne pristavať k domu.',
          'Self-supporting add-on balconies on columns that can be added to an existing house.',
          'Oszlopokon álló önhordó előtétes erkélyek, amelyek utólag is a házhoz építhetők.',
          'Samonoseći montažni balkoni na stubovima koji se mogu naknadno dograditi uz kuću.',
          'Самонесущие приставные балконы на колоннах, которые можно пристроить к дому позже.',
        ],
        types: [t('balcony-structure', ['Balkónová konštrukcia Terasa', 'Balcony structure Terrace', 'Terasz erkélyszerkezet', 'Balkonska konstrukcija Terasa', 'Балконная конструкция Терраса'], 'balcony', 'steel', 289000, [mm(3000, 1500, 420, 1), mm(4000, 2000, 610, 1.45)])],
      },
    ],
  },
];

export const PARAM_NAMES: Record<string, L> = {
  material: ['Materiál', 'Material', 'Anyag', 'Materijal', 'Материал'],
  dimensions: ['Rozmery', 'Dimensions', 'Méretek', 'Dimenzije', 'Размеры'],
  weight: ['Hmotnosť', 'Weight', 'Tömeg', 'Težina', 'Вес'],
  finish: ['Povrchová úprava', 'Finish', 'Felületkezelés', 'Površinska obrada', 'Покрытие'],
  warranty: ['Záruka', 'Warranty', 'Garancia', 'Garancija', 'Гарантия'],
  code: ['Kód produktu', 'Product code', 'Termékkód', 'Šifra proizvoda', 'Артикул'],
};

const years = (n: number): L => [
  `${n} ${n >= 5 ? 'rokov' : 'roky'}`,
  `${n} years`,
  `${n} év`,
  `${n} godin${n >= 5 ? 'a' : 'e'}`,
  `${n} ${n >= 5 ? 'лет' : 'года'}`,
];
export const warrantyText = years;

/** Localized texts of one product. */
// One formatter per language: Number#toLocaleString builds a new one per call, which dominated seeding 100,000 products.
const KG_FORMATS = new Map<Lang, Intl.NumberFormat>();

export function productTexts(lang: Lang, p: { name: string; typeName: string; size: string; finish: string; categoryText: string; finishText: string; kg: number; warranty: string }) {
  let format = KG_FORMATS.get(lang);
  if (!format) KG_FORMATS.set(lang, (format = new Intl.NumberFormat(localeTag(lang))));
  const kg = format.format(p.kg);
  switch (lang) {
    case 'en':
      return {
        short: `${p.typeName} in ${p.size}, finish: ${p.finish}. Made in our own workshop.`,
        description: [
          `${p.name} comes from our own production. ${p.categoryText}`,
          p.finishText,
          `Dimensions: ${p.size}, weight approximately ${kg} kg. We deliver the product ready to install, including the fixings; on request we also arrange transport and installation. Welds and finish carry a ${p.warranty} warranty.`,
        ].join('\n\n'),
      };
    case 'hu':
      return {
        short: `${p.typeName}, méret: ${p.size}, felület: ${p.finish}. Saját gyártásból.`,
        description: [
          `A(z) ${p.name} saját gyártásunkból származik. ${p.categoryText}`,
          p.finishText,
          `Méretek: ${p.size}, tömeg kb. ${kg} kg. A terméket szerelésre készen, rögzítőanyaggal együtt szállítjuk; kérésre a szállítást és a szerelést is vállaljuk. A varratokra és a felületre ${p.warranty} garanciát adunk.`,
        ].join('\n\n'),
      };
    case 'sr':
      return {
        short: `${p.typeName}, dimenzije ${p.size}, površinska obrada: ${p.finish}. Iz naše proizvodnje.`,
        description: [
          `${p.name} potiče iz naše sopstvene proizvodnje. ${p.categoryText}`,
          p.finishText,
          `Dimenzije: ${p.size}, težina oko ${kg} kg. Proizvod isporučujemo spreman za montažu, uključujući pribor za pričvršćivanje; na zahtev obezbeđujemo i prevoz i montažu. Na zavare i površinsku obradu dajemo garanciju ${p.warranty}.`,
        ].join('\n\n'),
      };
    case 'ru':
      return {
        short: `${p.typeName}, размер ${p.size}, покрытие: ${p.finish}. Собственное производство.`,
        description: [
          `${p.name} — изделие нашего собственного производства. ${p.categoryText}`,
          p.finishText,
          `Размеры: ${p.size}, вес около ${kg} кг. Изделие поставляется готовым к монтажу вместе с крепежом; по желанию мы организуем доставку и монтаж. Гарантия на сварные швы и покрытие — ${p.warranty}.`,
        ].join('\n\n'),
      };
    default:
      return {
        short: `${p.typeName} v rozmere ${p.size}, povrchová úprava ${p.finish}. Z našej vlastnej výroby.`,
        description: [
          `${p.name} pochádza z našej vlastnej výroby. ${p.categoryText}`,
          p.finishText,
          `Rozmery: ${p.size}, hmotnosť približne ${kg} kg. Výrobok dodávame pripravený na montáž vrátane kotviaceho materiálu; na želanie zabezpečíme aj dopravu a montáž. Na zvary a povrchovú úpravu poskytujeme záruku ${p.warranty}.`,
        ].join('\n\n'),
      };
  }
}
