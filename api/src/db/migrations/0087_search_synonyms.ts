// Search synonyms (issue 47, decision 0112): groups of words that mean the same in one language, which the search reads
// as one ("vorota" and "ворота" on /ru). The admin edits them; the groups below are where a shop starts. A write bumps
// the catalogue version (migration 0021), so every instance's search answers follow it as they follow the catalogue.
import { sql, type Kysely } from 'kysely';
import { idColumn, isPostgres, nowText } from './frozen/dialect.ts';

/**
 * The starting groups per language, each word as a shopper types it (Latin transliterations for Russian); chosen from
 * the words of the catalogue's names (gates, fences, panels, posts, railings, stairs, canopies, benches, planters,
 * mailboxes, hinges, operators, stainless steel) and what people call those things otherwise. A word of another product
 * (a handrail is not a railing) stays out: its products would come first wherever their names are shorter.
 */
export const STARTING_SYNONYMS: Readonly<Record<string, readonly (readonly string[])[]>> = {
  sk: [
    ['brána', 'vráta'],
    ['bránka', 'vrátka'],
    ['plot', 'oplotenie', 'ohrada'],
    ['panel', 'pletivo', 'sieťovina'],
    ['stĺpik', 'stĺp'],
    ['zábradlie', 'madlo'],
    ['schodisko', 'schody'],
    ['prístrešok', 'strieška', 'carport'],
    ['lavička', 'lavica'],
    ['kvetináč', 'truhlík', 'črepník'],
    ['schránka', 'poštovka'],
    ['pánt', 'záves'],
    ['pohon', 'motor', 'automatika'],
    ['nerez', 'antikor', 'inox'],
  ],
  en: [
    ['gate', 'gateway', 'wicket'],
    ['fence', 'fencing', 'paling'],
    ['panel', 'mesh'],
    ['post', 'pole', 'pillar'],
    ['railing', 'balustrade', 'banister'],
    ['stair', 'staircase', 'stairway', 'steps'],
    ['canopy', 'shelter', 'awning', 'carport'],
    ['bench', 'seat'],
    ['planter', 'flowerpot'],
    ['mailbox', 'letterbox', 'postbox'],
    ['hinge', 'pivot'],
    ['operator', 'motor', 'opener'],
    ['stainless', 'inox'],
  ],
  hu: [
    ['kapu', 'porta', 'bejáró'],
    ['kiskapu', 'gyalogkapu'],
    ['kerítés', 'palánk', 'kerítéselem'],
    ['tábla', 'panel', 'háló'],
    ['oszlop', 'kerítésoszlop', 'cölöp'],
    ['korlát', 'mellvéd'],
    ['lépcső', 'grádics'],
    ['előtető', 'autóbeálló', 'carport'],
    ['pad', 'lóca'],
    ['virágtartó', 'kaspó', 'virágláda'],
    ['postaláda', 'levélszekrény'],
    ['zsanér', 'pánt'],
    ['motor', 'kapunyitó', 'kapumotor'],
    ['rozsdamentes', 'inox', 'saválló'],
  ],
  sr: [
    ['kapija', 'kapidžik'],
    ['ograda', 'plot', 'taraba'],
    ['panel', 'mreža'],
    ['stub', 'stubić', 'direk'],
    ['gelender', 'balustrada'],
    ['stepenište', 'stepenice', 'stepenik'],
    ['nadstrešnica', 'tenda', 'carport'],
    ['klupa', 'klupica'],
    ['žardinjera', 'saksija'],
    ['sandučić', 'sanduče'],
    ['šarka', 'baglama'],
    ['motor', 'pogon', 'automatika'],
    ['inoks', 'nerđajući', 'rostfraj'],
  ],
  ru: [
    ['ворота', 'vorota'],
    ['калитка', 'kalitka'],
    ['забор', 'zabor', 'ограда', 'ograda'],
    ['панель', 'panel', 'сетка', 'setka'],
    ['столб', 'stolb', 'столбик'],
    ['перила', 'perila', 'ограждение'],
    ['лестница', 'lestnica', 'lestnitsa'],
    ['навес', 'naves', 'козырёк', 'kozyrek'],
    ['скамейка', 'skameika', 'скамья', 'лавка'],
    ['кашпо', 'kashpo', 'вазон'],
    ['ящик', 'yashchik'],
    ['петля', 'petlya', 'шарнир'],
    ['привод', 'privod', 'автоматика', 'мотор'],
    ['нержавейка', 'нержавеющая', 'inox'],
  ],
};

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('search_synonyms')
    .addColumn('id', ...idColumn(db))
    .addColumn('lang', 'varchar(5)', (c) => c.notNull())
    // The words as the admin wrote them, a JSON array of strings; the search folds them when it reads them.
    .addColumn('words', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(40)', (c) => c.notNull().defaultTo(nowText(db)))
    .execute();
  await db.schema.createIndex('search_synonyms_lang_idx').on('search_synonyms').column('lang').execute();
  // The search caches its answers under the catalogue version: a change of the synonyms must move it too.
  if (isPostgres(db)) {
    await sql`CREATE TRIGGER search_synonyms_bumps_catalog_version AFTER INSERT OR UPDATE OR DELETE ON search_synonyms
      FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version()`.execute(db);
  } else {
    for (const event of ['INSERT', 'UPDATE', 'DELETE'] as const) {
      await sql`CREATE TRIGGER ${sql.raw(`search_synonyms_${event.toLowerCase()}_bumps_catalog_version`)} AFTER ${sql.raw(event)} ON search_synonyms
        BEGIN UPDATE catalog_version SET version = version + 1 WHERE id = 1; END`.execute(db);
    }
  }
  const rows = Object.entries(STARTING_SYNONYMS).flatMap(([lang, groups]) => groups.map((words) => ({ lang, words: JSON.stringify(words) })));
  await sql`INSERT INTO search_synonyms (lang, words) VALUES ${sql.join(rows.map((r) => sql`(${r.lang}, ${r.words})`))}`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) await sql`DROP TRIGGER IF EXISTS search_synonyms_bumps_catalog_version ON search_synonyms`.execute(db);
  else for (const event of ['insert', 'update', 'delete']) await sql`DROP TRIGGER IF EXISTS ${sql.raw(`search_synonyms_${event}_bumps_catalog_version`)}`.execute(db);
  await db.schema.dropTable('search_synonyms').ifExists().execute();
}
