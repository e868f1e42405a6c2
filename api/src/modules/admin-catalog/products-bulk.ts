// Products in bulk (issue 29, docs/decisions/0055): the CSV export of the list, the CSV import (always checked in
// full first; written in one transaction only when no row has an error) and bulk publish / unpublish / move.
// Each write is one audit entry with its counts, re-indexed for search, and tells the public catalogue's cache the
// way a single product edit does (the audit wrapper calls onChange).
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { HttpError, unprocessable, type MessageParams } from '../../lib/errors.ts';
import { DEFAULT_LANG } from '../../lib/lang.ts';
import { slugify } from '../../lib/text.ts';
import { LANG_CODES, isLang, type Lang } from '@shop/shared/languages';
import { MAX_PRODUCT_CSV_ROWS } from '@shop/shared/contracts/limits';
import { MAX_SIZE_MM } from '@shop/shared/contracts/category-listing';
import {
  OPTIONAL_PRODUCT_CSV_COLUMNS,
  PRODUCT_CSV_COLUMNS,
  type ProductBulkInput,
  type ProductBulkResult,
  type ProductExportQuery,
  type ProductImportChange,
  type ProductImportIssue,
  type ProductImportReport,
} from '@shop/shared/contracts/products-bulk';
import type { AuthContext } from '../../types.ts';
import type { AuditService } from '../audit/index.ts';
import { createAdminCatalogRepository, type AdminCatalogRepository } from './repository.ts';
import { centsToCsv, csvToCents, readProductsCsv, writeProductsCsv, type ProductCsvColumn, type ProductCsvRecord } from './products-csv.ts';
import { categorySubtree, quoted, RESERVED_PRODUCT_SLUGS } from './catalog-rules.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** The product editor's limits (ProductInput), which an imported row meets too. */
const MAX_NAME = 300;
const MAX_DESCRIPTION = 20000;
const MAX_PRICE_CENTS = 100_000_000;
/** A report lists at most this many problems; the summary counts them all. */
const MAX_REPORTED_ISSUES = 1000;
/** Products read per query by the export (well under SQLite's and PostgreSQL's bound-parameter limits). */
const CHUNK = 500;
/** C0 control characters and DEL, except the tab and line breaks a quoted cell may hold. */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

interface ProductState {
  category_id: number | null;
  price_cents: number;
  vat_rate: number;
  published: boolean;
  /** Whole millimetres, null when not given. */
  width_mm: number | null;
  height_mm: number | null;
  texts: Record<Lang, { name: string; description: string }>;
}

interface PlannedRow {
  row: number;
  id: number | null;
  state: ProductState;
  slugs: Record<Lang, string> | null;
  columns: ProductCsvColumn[];
}

const chunks = <T>(items: readonly T[]): T[][] => Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, i) => items.slice(i * CHUNK, (i + 1) * CHUNK));

async function loadStates(repo: AdminCatalogRepository, db: Db, ids: readonly number[]): Promise<Map<number, ProductState>> {
  const states = new Map<number, ProductState>();
  for (const part of chunks(ids)) {
    const [products, translations] = await repo.productsForFile(db, part);
    for (const p of products) {
      const texts = Object.fromEntries(LANG_CODES.map((l) => [l, { name: '', description: '' }])) as ProductState['texts'];
      states.set(p.id, { category_id: p.category_id, price_cents: p.price_cents, vat_rate: p.vat_rate, published: p.published === 1, width_mm: p.width_mm, height_mm: p.height_mm, texts });
    }
    for (const t of translations) {
      const state = states.get(t.product_id);
      if (state && isLang(t.lang)) state.texts[t.lang] = { name: t.name, description: t.description };
    }
  }
  return states;
}

/** The CSV columns whose values differ between the stored product and the row. */
function changedColumns(before: ProductState, after: ProductState): ProductCsvColumn[] {
  const columns: ProductCsvColumn[] = [];
  if (before.category_id !== after.category_id) columns.push('category');
  if (before.price_cents !== after.price_cents) columns.push('price');
  if (before.vat_rate !== after.vat_rate) columns.push('vat_rate');
  if (before.published !== after.published) columns.push('published');
  if (before.width_mm !== after.width_mm) columns.push('width_mm');
  if (before.height_mm !== after.height_mm) columns.push('height_mm');
  for (const lang of LANG_CODES) {
    if (before.texts[lang].name !== after.texts[lang].name) columns.push(`name_${lang}`);
    if (before.texts[lang].description !== after.texts[lang].description) columns.push(`description_${lang}`);
  }
  return columns;
}

export interface ProductsBulkDeps {
  audit: AuditService;
  /** Called after every change (the public catalogue forgets its cached answers), as for a single edit. */
  onChange?: () => void;
}

export function createProductsBulkService(db: Kysely<Database>, deps: ProductsBulkDeps) {
  const repo = createAdminCatalogRepository(db);
  const record = async (...args: Parameters<AuditService['record']>) => {
    deps.onChange?.();
    await deps.audit.record(...args);
  };

  /** Checks every row against the database (or the transaction) and plans what each would do. */
  async function check(trx: Db, file: Buffer): Promise<{ issues: ProductImportIssue[]; planned: PlannedRow[]; rows: number }> {
    const issues: ProductImportIssue[] = [];
    const issue = (row: number, column: string | null, code: string, message: string, params?: MessageParams) =>
      issues.push({ row, column, code, message, ...(params ? { params } : {}) });

    const parsed = readProductsCsv(file);
    if (!parsed.ok) {
      issue(1, null, parsed.code, parsed.message, parsed.params);
      return { issues, planned: [], rows: 0 };
    }
    const { header, rows } = parsed;
    const known = new Set<string>(PRODUCT_CSV_COLUMNS);
    const seenColumns = new Set<string>();
    for (const name of header) {
      if (!known.has(name)) issue(1, name, 'import.unknownColumn', `Unknown column "${name}"`, { column: name });
      else if (seenColumns.has(name)) issue(1, name, 'import.duplicateColumn', `The column "${name}" appears twice`, { column: name });
      seenColumns.add(name);
    }
    for (const name of PRODUCT_CSV_COLUMNS) if (!seenColumns.has(name) && !OPTIONAL_PRODUCT_CSV_COLUMNS.includes(name)) issue(1, name, 'import.missingColumn', `The column "${name}" is missing`, { column: name });
    if (rows.length === 0 && issues.length === 0) issue(1, null, 'import.noRows', 'The file has no product rows');
    if (rows.length > MAX_PRODUCT_CSV_ROWS) issue(1, null, 'import.tooManyRows', `The file has ${rows.length} rows; at most ${MAX_PRODUCT_CSV_ROWS} are taken`, { max: MAX_PRODUCT_CSV_ROWS, rows: rows.length });
    if (issues.length > 0) return { issues, planned: [], rows: rows.length };

    const index = new Map(header.map((name, i) => [name as ProductCsvColumn, i]));
    const categories = await repo.defaultCategorySlugs(trx);
    const categoryBySlug = new Map(categories.map((c) => [c.slug, c.category_id]));
    const numbers = rows.map((r) => r.cells[index.get('number')!]?.trim() ?? '').filter((n) => /^\d{1,9}$/.test(n)).map(Number);
    const stored = await loadStates(repo, trx, [...new Set(numbers)]);
    const firstRowOfNumber = new Map<number, number>();
    const newSlugs = Object.fromEntries(LANG_CODES.map((l) => [l, new Map<string, number>()])) as Record<Lang, Map<string, number>>;
    const planned: PlannedRow[] = [];
    // The slugs new rows would get, looked up at once (through trx: the import checks inside its transaction).
    const candidateSlugs = rows
      .filter((r) => (r.cells[index.get('number')!] ?? '').trim() === '')
      .flatMap((r) => LANG_CODES.map((l) => slugify((r.cells[index.get(`name_${l}`)!] ?? '').trim())))
      .filter(Boolean);
    const takenSlugs = new Set<string>();
    for (const part of chunks([...new Set(candidateSlugs)])) {
      const found = await repo.productSlugsIn(trx, part);
      for (const f of found) takenSlugs.add(`${f.lang}:${f.slug}`);
    }

    for (const { row, cells } of rows) {
      const before = issues.length;
      const cell = (column: ProductCsvColumn) => (index.has(column) ? (cells[index.get(column)!] ?? '') : '').trim();
      if (cells.length !== header.length) {
        issue(row, null, 'import.columnCount', `The row has ${cells.length} cells; the header has ${header.length}`, { found: cells.length, expected: header.length });
        continue;
      }
      // A NUL (which PostgreSQL cannot store: the import was a 500 there) or another control character is no text of
      // a product; tabs and line breaks inside a quoted cell are (issue 50, 5).
      const controlled = header.filter((_, i) => CONTROL_CHARACTER.test(cells[i] ?? ''));
      for (const column of controlled) issue(row, column, 'import.invalidCharacter', 'holds a control character (e.g. NUL) that a text cannot hold', { column });
      if (controlled.length > 0) continue;

      let id: number | null = null;
      const number = cell('number');
      if (number !== '') {
        if (!/^\d{1,9}$/.test(number)) issue(row, 'number', 'import.notNumber', 'is not a product number', { value: number });
        else if (!stored.has(Number(number))) issue(row, 'number', 'import.unknownProduct', `no product has the number ${number}`, { number });
        else if (firstRowOfNumber.has(Number(number))) issue(row, 'number', 'import.duplicateNumber', `the number ${number} is also on row ${firstRowOfNumber.get(Number(number))}`, { number, row: firstRowOfNumber.get(Number(number))! });
        else {
          id = Number(number);
          firstRowOfNumber.set(id, row);
        }
      }

      const category = cell('category');
      const categoryId = category === '' ? null : (categoryBySlug.get(category) ?? null);
      if (category !== '' && categoryId === null) issue(row, 'category', 'import.unknownCategory', `no category has the slug "${category}"`, { category });

      const price = csvToCents(cell('price'));
      if (cell('price') === '') issue(row, 'price', 'import.required', 'is required');
      else if (price === null || price > MAX_PRICE_CENTS) issue(row, 'price', 'import.price', 'is not a price in euros (e.g. 123,45)', { value: cell('price'), max: MAX_PRICE_CENTS / 100 });

      const vatText = cell('vat_rate').replace(/\s*%$/, '');
      const vat = /^\d{1,3}$/.test(vatText) ? Number(vatText) : null;
      if (cell('vat_rate') === '') issue(row, 'vat_rate', 'import.required', 'is required');
      else if (vat === null || vat > 100) issue(row, 'vat_rate', 'import.vatRate', 'is not a whole percentage from 0 to 100', { value: cell('vat_rate'), min: 0, max: 100 });

      // A size column the file leaves out keeps the product's size (none for a new one); an empty cell clears it.
      const sizeOf = (column: 'width_mm' | 'height_mm'): number | null => {
        if (!index.has(column)) return id === null ? null : (stored.get(id)?.[column] ?? null);
        const text = cell(column);
        if (text === '') return null;
        const value = /^\d{1,6}$/.test(text) ? Number(text) : null;
        if (value === null || value < 1 || value > MAX_SIZE_MM) issue(row, column, 'import.size', 'is not a whole number of millimetres from 1 to 100000', { value: text, min: 1, max: MAX_SIZE_MM });
        return value;
      };
      const width = sizeOf('width_mm');
      const height = sizeOf('height_mm');

      const publishedText = cell('published');
      if (publishedText !== '0' && publishedText !== '1') issue(row, 'published', 'import.published', 'must be 1 (published) or 0 (draft)', { value: publishedText });

      const texts = {} as ProductState['texts'];
      for (const lang of LANG_CODES) {
        const name = cell(`name_${lang}`);
        const description = cell(`description_${lang}`);
        if (name === '') issue(row, `name_${lang}`, 'import.required', 'is required');
        else if (name.length > MAX_NAME) issue(row, `name_${lang}`, 'import.tooLong', `is longer than ${MAX_NAME} characters`, { max: MAX_NAME, length: name.length });
        if (description.length > MAX_DESCRIPTION) issue(row, `description_${lang}`, 'import.tooLong', `is longer than ${MAX_DESCRIPTION} characters`, { max: MAX_DESCRIPTION, length: description.length });
        texts[lang] = { name, description };
      }

      // A new product's slugs are made from its names, as the editor makes them; they must be free.
      let slugs: Record<Lang, string> | null = null;
      if (number === '' && issues.length === before) {
        slugs = {} as Record<Lang, string>;
        for (const lang of LANG_CODES) {
          const slug = slugify(texts[lang].name);
          slugs[lang] = slug;
          const column = `name_${lang}`;
          if (!slug) issue(row, column, 'import.slugEmpty', 'gives no address (slug); use letters or digits');
          else if (RESERVED_PRODUCT_SLUGS.has(slug)) issue(row, column, 'import.slugReserved', `gives the address "${slug}", which a page of the site uses`, { slug });
          else if (newSlugs[lang].has(slug)) issue(row, column, 'import.slugTaken', `gives the address "${slug}", as row ${newSlugs[lang].get(slug)} does`, { slug, row: newSlugs[lang].get(slug)! });
          else newSlugs[lang].set(slug, row);
        }
        for (const lang of LANG_CODES) {
          if (issues.length === before && takenSlugs.has(`${lang}:${slugs[lang]}`)) {
            issue(row, `name_${lang}`, 'import.slugTaken', `gives the address "${slugs[lang]}", which another product has`, { slug: slugs[lang] });
          }
        }
      }
      if (issues.length > before) continue;

      const state: ProductState = { category_id: categoryId, price_cents: price!, vat_rate: vat!, published: publishedText === '1', width_mm: width, height_mm: height, texts };
      const columns = id === null ? [...PRODUCT_CSV_COLUMNS].filter((c) => c !== 'number' && index.has(c)) : changedColumns(stored.get(id)!, state);
      planned.push({ row, id, state, slugs, columns });
    }
    return { issues, planned, rows: rows.length };
  }

  function report(dryRun: boolean, applied: boolean, checked: { issues: ProductImportIssue[]; planned: PlannedRow[]; rows: number }): ProductImportReport {
    const changes: ProductImportChange[] = checked.planned
      .filter((p) => p.columns.length > 0)
      .map((p) => ({ row: p.row, action: p.id === null ? 'create' : 'update', number: p.id, name: p.state.texts[DEFAULT_LANG].name, columns: p.columns }));
    const create = changes.filter((c) => c.action === 'create').length;
    return {
      dry_run: dryRun,
      applied,
      summary: { rows: checked.rows, create, update: changes.length - create, unchanged: checked.planned.length - changes.length, errors: checked.issues.length },
      errors: checked.issues.slice(0, MAX_REPORTED_ISSUES),
      changes,
    };
  }

  /** Writes the planned rows that change something. */
  async function apply(trx: Transaction<Database>, planned: PlannedRow[]): Promise<void> {
    const now = new Date().toISOString();
    let position = await repo.nextProductPosition(trx);
    const touched: number[] = [];
    for (const p of planned) {
      if (p.columns.length === 0) continue;
      const values = {
        category_id: p.state.category_id,
        price_cents: p.state.price_cents,
        vat_rate: p.state.vat_rate,
        published: p.state.published ? 1 : 0,
        width_mm: p.state.width_mm,
        height_mm: p.state.height_mm,
      };
      if (p.id === null) {
        const translations = LANG_CODES.map((lang) => ({ lang, name: p.state.texts[lang].name, slug: p.slugs![lang], short_description: '', description: p.state.texts[lang].description }));
        touched.push(await repo.insertImportedProduct(trx, values, position++, translations, now));
      } else {
        await repo.updateImportedProduct(trx, p.id, values, Object.fromEntries(LANG_CODES.map((lang) => [lang, p.state.texts[lang]])), now);
        touched.push(p.id);
      }
    }
    if (touched.length > 0) await repo.reindex(trx, chunks(touched));
  }

  return {
    /** The products the list's filter finds, as the CSV file (category by its Slovak slug, price without VAT). */
    async exportCsv(query: ProductExportQuery): Promise<string> {
      const all = await repo.allCategories();
      const categoryIds = query.category_id === undefined ? undefined : categorySubtree(all, query.category_id);
      const ids = await repo.filteredProductIds({ q: query.q, categoryIds, published: query.published });
      const slugs = new Map((await repo.allCategoryTranslations()).filter((t) => t.lang === DEFAULT_LANG).map((t) => [t.category_id, t.slug]));
      const states = await loadStates(repo, db, ids);
      const records = ids.flatMap((id): ProductCsvRecord[] => {
        const s = states.get(id);
        if (!s) return [];
        const texts = Object.fromEntries(LANG_CODES.flatMap((l) => [[`name_${l}`, s.texts[l].name], [`description_${l}`, s.texts[l].description]]));
        return [
          {
            number: String(id),
            category: s.category_id === null ? '' : (slugs.get(s.category_id) ?? ''),
            price: centsToCsv(s.price_cents),
            vat_rate: String(s.vat_rate),
            published: s.published ? '1' : '0',
            width_mm: s.width_mm === null ? '' : String(s.width_mm),
            height_mm: s.height_mm === null ? '' : String(s.height_mm),
            ...texts,
          } as ProductCsvRecord,
        ];
      });
      return writeProductsCsv(records);
    },

    /**
     * The import. A dry run checks and reports; otherwise the file is checked again inside the transaction that
     * writes it, and nothing is written when any row has an error (422 with the report's problems).
     */
    async importCsv(auth: AuthContext | null, file: Buffer, dryRun: boolean): Promise<ProductImportReport> {
      if (dryRun) return report(true, false, await check(db, file));
      const result = await db.transaction().execute(async (trx) => {
        const checked = await check(trx, file);
        if (checked.issues.length === 0) await apply(trx, checked.planned);
        return { checked };
      });
      const answer = report(false, result.checked.issues.length === 0, result.checked);
      if (!answer.applied) {
        throw new HttpError(
          422,
          `The file has ${answer.summary.errors} problems; nothing was imported`,
          answer.errors.map((e) => ({ field: `rows.${e.row}${e.column ? `.${e.column}` : ''}`, message: e.message, code: e.code, ...(e.params ? { params: e.params } : {}) })),
          { code: 'import.hasErrors', params: { errors: answer.summary.errors } },
        );
      }
      const { create, update, unchanged } = answer.summary;
      if (create + update > 0) {
        await record(auth, {
          action: 'import',
          entity: 'product',
          entityId: null,
          summary: `Imported products from CSV: ${create} created, ${update} updated, ${unchanged} unchanged`,
          code: 'product.imported',
          params: { created: create, updated: update, unchanged },
        });
      }
      return answer;
    },

    /** Publish, unpublish or move the selected products, in one transaction and one audit entry. */
    async bulk(auth: AuthContext | null, input: ProductBulkInput): Promise<ProductBulkResult> {
      if (input.action === 'move') {
        if (input.category_id === undefined) throw unprocessable('Invalid category_id: moving needs a category or null', [{ field: 'category_id', message: 'is required', code: 'bulk.categoryRequired' }], 'bulk.categoryRequired');
        if (input.category_id !== null && !(await repo.categoryById(input.category_id))) {
          throw unprocessable('Invalid category_id: no such category', [{ field: 'category_id', message: 'is not an existing category', code: 'bulk.unknownCategory' }], 'bulk.unknownCategory');
        }
      }
      const rows = await repo.publishedAndCategoryOf(input.ids);
      if (rows.length !== input.ids.length) {
        const found = new Set(rows.map((r) => r.id));
        const missing = input.ids.filter((id) => !found.has(id));
        throw new HttpError(404, `Products not found: ${missing.join(', ')}`, undefined, { code: 'bulk.unknownProducts', params: { count: missing.length, numbers: missing.join(', ') } });
      }
      const target = input.action === 'move' ? { category_id: input.category_id ?? null } : { published: input.action === 'publish' ? 1 : 0 };
      const changed = rows
        .filter((r) => ('category_id' in target ? r.category_id !== target.category_id : r.published !== target.published))
        .map((r) => r.id);
      if (changed.length > 0) {
        await repo.setInBulk(chunks(changed), target, new Date().toISOString());
        const moveTo = input.category_id ?? null;
        // The category by its stored name (and id), as the other entries name what they changed.
        const moveToName = input.action === 'move' && moveTo !== null ? await repo.categoryName(moveTo) : '—';
        const what = { publish: 'Published', unpublish: 'Unpublished', move: `Moved to category ${quoted(moveToName)}` }[input.action];
        const code = { publish: 'product.bulkPublished', unpublish: 'product.bulkUnpublished', move: moveTo === null ? 'product.bulkMovedOut' : 'product.bulkMoved' }[input.action];
        await record(auth, {
          action: `bulk-${input.action}`,
          entity: 'product',
          entityId: null,
          summary: `${what}: ${changed.length} products (${rows.length - changed.length} unchanged): ${changed.map((id) => `#${id}`).join(', ')}`,
          code,
          params: { count: changed.length, unchanged: rows.length - changed.length, ids: changed.join(','), ...(input.action === 'move' && moveTo !== null ? { category: moveToName, categoryId: moveTo } : {}) },
        });
      }
      return { changed: changed.length, unchanged: rows.length - changed.length };
    },
  };
}

export type ProductsBulkService = ReturnType<typeof createProductsBulkService>;
