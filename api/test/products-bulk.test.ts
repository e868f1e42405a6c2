// Issue 29, products in bulk: the CSV export and import (a dry run reports every row's problems and writes nothing;
// the import creates and updates by product number in one transaction) and bulk publish / unpublish / move, seen
// through the server, the audit log and the shop's public calls.
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PRODUCT_CSV_BYTES, MAX_PRODUCT_CSV_ROWS } from '@shop/shared/contracts/limits';
import { PRODUCT_CSV_COLUMNS } from '@shop/shared/contracts/products-bulk';
import { createTestApp, LOCALES, type TestContext } from './helpers.ts';
import { writeProductsCsv, type ProductCsvRecord } from '../src/modules/admin-catalog/products-csv.ts';
import { bearer, categoryInput, productInput, tokens, type Tokens } from './admin-helpers.ts';

let t: TestContext;
let tk: Tokens;

// Seeding takes seconds, more on a busy machine.
beforeAll(async () => {
  t = await createTestApp({ products: 30 });
  tk = await tokens(t);
}, 60_000);
afterAll(async () => t.close());

type Row = Record<string, string>;

const exportCsv = (query = '', token = tk.admin) => t.app.inject({ method: 'GET', url: `/api/admin/products/export${query}`, headers: bearer(token) });
const importCsv = (body: string | Buffer, dryRun: boolean, token = tk.editor) =>
  t.app.inject({ method: 'POST', url: `/api/admin/products/import?dry_run=${dryRun}`, headers: { ...bearer(token), 'content-type': 'text/csv' }, payload: body });
const bulk = (payload: object, token = tk.editor) => t.app.inject({ method: 'POST', url: '/api/admin/products/bulk', headers: bearer(token), payload });
const adminProduct = async (id: number) => (await t.app.inject({ method: 'GET', url: `/api/admin/products/${id}`, headers: bearer(tk.admin) })).json().data;
const pub = (url: string, locale: string = LOCALES.sk) => t.app.inject({ method: 'GET', url, headers: { localization: locale } });

/** The rows of an exported file, read the way a spreadsheet would (BOM off, semicolons). */
function rowsOf(csv: string): Row[] {
  expect(csv.startsWith('\uFEFF')).toBe(true);
  return parse(csv.slice(1), { delimiter: ';', columns: true }) as Row[];
}
/** A file as Excel in Slovakia saves it ("CSV UTF-8"): BOM, semicolons, CRLF, every column. */
const fileOf = (rows: Row[]): string => '\uFEFF' + stringify(rows, { header: true, columns: [...PRODUCT_CSV_COLUMNS], delimiter: ';', record_delimiter: 'windows' });

function newRow(name: string, overrides: Row = {}): Row {
  const row: Row = { number: '', category: '', price: '99,90', vat_rate: '23', published: '1' };
  for (const lang of ['sk', 'en', 'hu', 'sr', 'ru']) {
    row[`name_${lang}`] = `${name} ${lang}`;
    row[`description_${lang}`] = `Opis ${lang}; "v úvodzovkách"\nna dvoch riadkoch`;
  }
  return { ...row, ...overrides };
}

async function auditOf(action: string) {
  const res = await t.app.inject({ method: 'GET', url: '/api/admin/audit?entity=product&per_page=100', headers: bearer(tk.admin) });
  return (res.json().data as Array<{ action: string; summary: string; user: { email: string } | null; message: { code: string; params: Record<string, unknown> } }>).filter((e) => e.action === action);
}

describe('export', () => {
  it('writes every product with its number, category slug, price, publication and five languages, as Excel in Slovakia opens it', async () => {
    const res = await exportCsv();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="products-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.body.split('\r\n')[0]).toBe(`\uFEFF${PRODUCT_CSV_COLUMNS.join(';')}`);
    const rows = rowsOf(res.body);
    const total = (await t.app.inject({ method: 'GET', url: '/api/admin/products?per_page=1', headers: bearer(tk.admin) })).json().meta.total;
    expect(rows).toHaveLength(total);

    const first = rows[0]!;
    const product = await adminProduct(Number(first.number));
    expect(first.price).toBe(`${Math.floor(product.price_cents / 100)},${String(product.price_cents % 100).padStart(2, '0')}`);
    expect(first.vat_rate).toBe(String(product.vat_rate));
    expect(first.published).toBe(product.published ? '1' : '0');
    expect(first.name_ru).toBe(product.translations.ru.name);
    expect(first.description_sk).toBe(product.translations.sk.description);
    const categories = (await t.app.inject({ method: 'GET', url: '/api/admin/categories', headers: bearer(tk.admin) })).json().data;
    expect(first.category).toBe(categories.find((c: { id: number }) => c.id === product.category_id).translations.sk.slug);
  });

  it('quotes a text with a line break, which Excel would otherwise read as the end of the row', () => {
    const record = Object.fromEntries(PRODUCT_CSV_COLUMNS.map((c) => [c, ''])) as ProductCsvRecord;
    const csv = writeProductsCsv([{ ...record, number: '7', description_sk: 'Prvý riadok\ndruhý riadok', description_en: 'a\rb' }]);
    expect(csv.split('\r\n')[1]).toBe('7;;;;;;;;"Prvý riadok\ndruhý riadok";;"a\rb";;;;;;');
  });

  it("exports the list's current filter only", async () => {
    const drafts = rowsOf((await exportCsv('?published=false')).body);
    expect(drafts.length).toBeGreaterThan(0);
    expect(drafts.every((r) => r.published === '0')).toBe(true);
    const none = rowsOf((await exportCsv('?q=%25%25_nothing_like_this')).body);
    expect(none).toEqual([]);
  });

  it('round trip: importing the exported file unchanged changes nothing', async () => {
    const csv = (await exportCsv()).body;
    const res = await importCsv(csv, true);
    expect(res.statusCode).toBe(200);
    const report = res.json().data;
    expect(report.errors).toEqual([]);
    expect(report.summary).toMatchObject({ create: 0, update: 0, unchanged: rowsOf(csv).length, errors: 0 });
  });
});

describe('import', () => {
  it('a dry run reports every problem by row and column with a message code, and writes nothing, also when confirmed', async () => {
    const rows = rowsOf((await exportCsv()).body);
    const [a, b] = rows as [Row, Row];
    const before = await adminProduct(Number(a.number));
    const edited = [
      { ...a, price: '1234,50' },
      { ...b, number: a.number! },
      newRow('Nový stĺpik'),
      newRow('Chybný', { price: 'lacné', vat_rate: '120', published: 'áno', category: 'neexistuje', name_hu: '', description_en: 'x'.repeat(20001) }),
      newRow('Cudzie číslo', { number: '987654' }),
    ];
    const res = await importCsv(fileOf(edited), true);
    expect(res.statusCode).toBe(200);
    const report = res.json().data;
    expect(report).toMatchObject({ dry_run: true, applied: false });
    expect(report.errors).toEqual([
      { row: 3, column: 'number', code: 'import.duplicateNumber', params: { number: a.number, row: 2 }, message: expect.any(String) },
      { row: 5, column: 'category', code: 'import.unknownCategory', params: { category: 'neexistuje' }, message: expect.any(String) },
      { row: 5, column: 'price', code: 'import.price', params: { value: 'lacné', max: 1_000_000 }, message: expect.any(String) },
      { row: 5, column: 'vat_rate', code: 'import.vatRate', params: { value: '120', min: 0, max: 100 }, message: expect.any(String) },
      { row: 5, column: 'published', code: 'import.published', params: { value: 'áno' }, message: expect.any(String) },
      { row: 5, column: 'description_en', code: 'import.tooLong', params: { max: 20000, length: 20001 }, message: expect.any(String) },
      { row: 5, column: 'name_hu', code: 'import.required', message: 'is required' },
      { row: 6, column: 'number', code: 'import.unknownProduct', params: { number: '987654' }, message: expect.any(String) },
    ]);
    expect(report.summary).toMatchObject({ rows: 5, create: 1, update: 1, errors: 8 });
    expect(report.changes).toContainEqual({ row: 2, action: 'update', number: Number(a.number), name: a.name_sk, columns: ['price'] });

    // Confirming the same file is refused as a whole: 422 with the problems, and nothing written.
    const confirmed = await importCsv(fileOf(edited), false);
    expect(confirmed.statusCode).toBe(422);
    expect(confirmed.json()).toMatchObject({ code: 'import.hasErrors', params: { errors: 8 } });
    expect(confirmed.json().errors[0]).toMatchObject({ field: 'rows.3.number', code: 'import.duplicateNumber' });
    expect((await adminProduct(Number(a.number))).price_cents).toBe(before.price_cents);
    expect((await pub(`/api/search/search?query=${encodeURIComponent('Nový stĺpik')}`)).json().data).toEqual([]);
  });

  it('creates and updates by product number in one go; the shop shows the changes at once; one audit entry counts them', async () => {
    const rows = rowsOf((await exportCsv()).body);
    const target = rows.find((r) => r.published === '1')!;
    const slug = (await adminProduct(Number(target.number))).translations.sk.slug;
    // Read through the public call first, so a cached answer would show if the import did not invalidate it.
    expect((await pub(`/api/product/${slug}`)).statusCode).toBe(200);
    const categories = (await t.app.inject({ method: 'GET', url: '/api/admin/categories', headers: bearer(tk.admin) })).json().data;
    const category = categories.find((c: { parent_id: number | null }) => c.parent_id !== null);

    const file = fileOf([
      ...rows.map((r) => (r.number === target.number ? { ...r, price: '4321,5', name_en: 'Renamed gate' } : r)),
      newRow('Záhradný stĺpik', { category: category.translations.sk.slug, price: '15.5', vat_rate: '20 %', name_ru: 'Садовый столбик' }),
    ]);
    const dry = (await importCsv(file, true)).json().data;
    expect(dry.summary).toMatchObject({ create: 1, update: 1, unchanged: rows.length - 1, errors: 0 });
    expect((await adminProduct(Number(target.number))).price_cents).not.toBe(432150);

    const res = await importCsv(file, false);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ dry_run: false, applied: true, summary: { create: 1, update: 1, errors: 0 } });

    const updated = await adminProduct(Number(target.number));
    expect(updated).toMatchObject({ price_cents: 432150, translations: { en: { name: 'Renamed gate' }, sk: { slug } } });
    const shown = (await pub(`/api/product/${slug}`)).json().data;
    expect(shown.price.without_vat).toBe(4321.5);

    const created = (await pub('/api/product/sadovyy-stolbik', LOCALES.ru)).json().data;
    expect(created).toMatchObject({ name: 'Садовый столбик', price: { without_vat: 15.5, vat_rate: 20 } });
    expect(created.description).toContain('"v úvodzovkách"');
    const found = (await pub(`/api/search/search?query=${encodeURIComponent('Záhradný stĺpik')}`)).json().data;
    expect(found.map((p: { name: string }) => p.name)).toContain('Záhradný stĺpik sk');

    const entries = await auditOf('import');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ summary: `Imported products from CSV: 1 created, 1 updated, ${rows.length - 1} unchanged`, user: { email: expect.stringMatching(/^editor-/) } });
  });

  it('reports a slug another product has, a file that is not UTF-8, missing and unknown columns, and a broken quote', async () => {
    const existing = await adminProduct(Number(rowsOf((await exportCsv()).body)[0]!.number));
    const clash = newRow('x', { name_sk: existing.translations.sk.name });
    expect((await importCsv(fileOf([clash]), true)).json().data.errors).toEqual([
      { row: 2, column: 'name_sk', code: 'import.slugTaken', params: { slug: existing.translations.sk.slug }, message: expect.any(String) },
    ]);
    const twice = (await importCsv(fileOf([newRow('Dvojča'), newRow('Dvojča')]), true)).json().data.errors;
    expect(twice[0]).toMatchObject({ row: 3, column: 'name_sk', code: 'import.slugTaken', params: { row: 2 } });

    const cp1250 = Buffer.from('number;category\r\n1;k\xe1blov\xe9\r\n', 'latin1');
    expect((await importCsv(cp1250, true)).json().data.errors).toEqual([{ row: 1, column: null, code: 'import.notUtf8', message: expect.any(String) }]);

    const columns = (await importCsv('number,price,colour\r\n1,2\r\n', true)).json().data.errors;
    expect(columns).toContainEqual({ row: 1, column: 'colour', code: 'import.unknownColumn', params: { column: 'colour' }, message: expect.any(String) });
    expect(columns).toContainEqual({ row: 1, column: 'name_sk', code: 'import.missingColumn', params: { column: 'name_sk' }, message: expect.any(String) });

    const broken = `${PRODUCT_CSV_COLUMNS.join(';')}\r\n;;"unclosed\r\n`;
    expect((await importCsv(broken, true)).json().data.errors[0]).toMatchObject({ row: 1, code: 'import.unreadable' });
    expect((await importCsv('', true)).json().data.errors[0]).toMatchObject({ code: 'import.empty' });
  });

  it('issue 50, 5: a NUL or other control character in a cell is a row error naming the cell; nothing is stored (also on PostgreSQL)', async () => {
    const file = fileOf([newRow('Čistý riadok'), newRow('Nulový', { name_sk: 'Brána\u0000s nulou' }), newRow('Zvonček', { description_en: 'bell\u0007 here' })]);
    for (const dryRun of [true, false]) {
      const res = await importCsv(file, dryRun);
      expect(res.statusCode, `dry run ${dryRun}`).toBe(dryRun ? 200 : 422);
      const errors = dryRun ? res.json().data.errors : res.json().errors;
      const problems = dryRun ? errors.map((e: { row: number; column: string; code: string }) => [e.row, e.column, e.code]) : errors.map((e: { field: string; code: string }) => [e.field, e.code]);
      expect(problems).toEqual(
        dryRun
          ? [
              [3, 'name_sk', 'import.invalidCharacter'],
              [4, 'description_en', 'import.invalidCharacter'],
            ]
          : [
              ['rows.3.name_sk', 'import.invalidCharacter'],
              ['rows.4.description_en', 'import.invalidCharacter'],
            ],
      );
    }
    const names = await t.db.selectFrom('product_translations').select('name').where('name', 'like', 'Čistý riadok%').execute();
    expect(names).toEqual([]);
    // Tabs and line breaks inside a quoted cell are text, as a spreadsheet writes them.
    expect((await importCsv(fileOf([newRow('Tabulátor', { description_sk: 'a\tb\r\nc' })]), true)).json().data.errors).toEqual([]);
  });

  it('takes a comma-separated file too, and numbers rows as a spreadsheet does across multi-line cells and blank rows', async () => {
    const rows = [newRow('Prvý čiarkový'), newRow('Druhý čiarkový', { price: '' })];
    const csv = stringify(rows, { header: true, columns: [...PRODUCT_CSV_COLUMNS], delimiter: ',' });
    const withBlank = csv.replace(/\n(?=[^\n]*Druhý)/, '\n\n');
    const report = (await importCsv(withBlank, true)).json().data;
    expect(report.errors).toEqual([{ row: 4, column: 'price', code: 'import.required', message: 'is required' }]);
    expect(report.summary).toMatchObject({ rows: 2, create: 1 });
  });

  it('carries the width and height in millimetres: changed or cleared by a file with them, kept by a file without them', async () => {
    const rows = rowsOf((await exportCsv()).body);
    const sized = rows.filter((r) => r.width_mm !== '' && r.height_mm !== '');
    expect(sized.length).toBeGreaterThan(1);
    const [a, b] = sized as [Row, Row];
    expect(await adminProduct(Number(a.number))).toMatchObject({ width_mm: Number(a.width_mm), height_mm: Number(a.height_mm) });

    const bad = (await importCsv(fileOf([{ ...a, width_mm: '0' }, { ...b, height_mm: '1,5 m' }]), true)).json().data;
    expect(bad.errors).toEqual([
      { row: 2, column: 'width_mm', code: 'import.size', params: { value: '0', min: 1, max: 100_000 }, message: expect.any(String) },
      { row: 3, column: 'height_mm', code: 'import.size', params: { value: '1,5 m', min: 1, max: 100_000 }, message: expect.any(String) },
    ]);

    const changed = await importCsv(fileOf([{ ...a, width_mm: '1234' }, { ...b, height_mm: '' }]), false);
    expect(changed.json().data.changes).toEqual([
      expect.objectContaining({ number: Number(a.number), columns: ['width_mm'] }),
      expect.objectContaining({ number: Number(b.number), columns: ['height_mm'] }),
    ]);
    expect(await adminProduct(Number(a.number))).toMatchObject({ width_mm: 1234, height_mm: Number(a.height_mm) });
    expect(await adminProduct(Number(b.number))).toMatchObject({ width_mm: Number(b.width_mm), height_mm: null });

    // A file made before the size columns: the sizes stay, nothing else changes either.
    const older = [...PRODUCT_CSV_COLUMNS].filter((c) => c !== 'width_mm' && c !== 'height_mm');
    const file = '\uFEFF' + stringify([{ ...a, price: '1,00' }], { header: true, columns: older, delimiter: ';', record_delimiter: 'windows' });
    const report = (await importCsv(file, false)).json().data;
    expect(report.changes).toEqual([expect.objectContaining({ number: Number(a.number), columns: ['price'] })]);
    expect(await adminProduct(Number(a.number))).toMatchObject({ price_cents: 100, width_mm: 1234 });
  });
});

describe('limits and roles', () => {
  it('refuses a file over the byte or row limit, a body that is not CSV, and callers without the role before the body is read', async () => {
    const big = Buffer.alloc(MAX_PRODUCT_CSV_BYTES + 1, 'a');
    const tooBig = await importCsv(big, true);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toMatchObject({ code: 'request.tooLarge' });

    const many = `${PRODUCT_CSV_COLUMNS.join(';')}\r\n${'1\r\n'.repeat(MAX_PRODUCT_CSV_ROWS + 1)}`;
    expect((await importCsv(many, true)).json().data.errors).toEqual([
      { row: 1, column: null, code: 'import.tooManyRows', params: { max: MAX_PRODUCT_CSV_ROWS, rows: MAX_PRODUCT_CSV_ROWS + 1 }, message: expect.any(String) },
    ]);

    const json = await t.app.inject({ method: 'POST', url: '/api/admin/products/import?dry_run=true', headers: bearer(tk.editor), payload: { rows: [] } });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toMatchObject({ code: 'import.notCsv' });

    // No token: 401 even for a body over the limit (the role is checked before the body is read).
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/admin/products/import?dry_run=true', headers: { 'content-type': 'text/csv' }, payload: big });
    expect(anonymous.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/products/export' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/products/bulk', payload: { ids: [1], action: 'publish' } })).statusCode).toBe(401);
  });
});

describe('bulk actions', () => {
  it('unpublishes, publishes and moves the selected products in one request; the shop follows; one audit entry each', async () => {
    const { data: cat } = (await t.app.inject({ method: 'POST', url: '/api/admin/categories', headers: bearer(tk.admin), payload: categoryInput('Hromadná') })).json();
    const made = [];
    for (const name of ['Hromadný A', 'Hromadný B', 'Hromadný C']) {
      made.push((await t.app.inject({ method: 'POST', url: '/api/admin/products', headers: bearer(tk.admin), payload: productInput(name) })).json().data);
    }
    const ids = made.map((p) => p.id as number);
    const slugA = made[0].translations.sk.slug as string;
    expect((await pub(`/api/product/${slugA}`)).statusCode).toBe(200);

    const off = await bulk({ ids, action: 'unpublish' });
    expect(off.statusCode).toBe(200);
    expect(off.json().data).toEqual({ changed: 3, unchanged: 0 });
    expect((await pub(`/api/product/${slugA}`)).statusCode).toBe(404);
    expect((await bulk({ ids: ids.slice(0, 2), action: 'publish' })).json().data).toEqual({ changed: 2, unchanged: 0 });
    expect((await adminProduct(ids[2]!)).published).toBe(false);
    expect((await pub(`/api/product/${slugA}`)).statusCode).toBe(200);

    expect((await bulk({ ids, action: 'move', category_id: cat.id })).json().data).toEqual({ changed: 3, unchanged: 0 });
    const listed = (await pub(`/api/product-category/${cat.translations.sk.slug}`)).json().data;
    expect(listed.products.map((p: { uuid: string }) => p.uuid).sort()).toEqual(made.filter((p, i) => i < 2).map((p) => p.uuid).sort());
    expect((await bulk({ ids, action: 'move', category_id: null })).json().data).toEqual({ changed: 3, unchanged: 0 });
    expect((await adminProduct(ids[0]!)).category_id).toBeNull();

    expect((await auditOf('bulk-unpublish'))[0]!.summary).toBe(`Unpublished: 3 products (0 unchanged): ${ids.map((id) => `#${id}`).join(', ')}`);
    // The move names the category, as the admin knows it, with its id beside (newest entry first).
    const moves = await auditOf('bulk-move');
    expect(moves).toHaveLength(2);
    expect(moves[1]!.summary).toMatch(/^Moved to category "Hromadná sk": 3 products \(0 unchanged\): #\d+, #\d+, #\d+$/);
    expect(moves[1]!.message).toMatchObject({ code: 'product.bulkMoved', params: { category: 'Hromadná sk', categoryId: cat.id, count: 3 } });
    expect(moves[0]!.message).toMatchObject({ code: 'product.bulkMovedOut' });
  });

  it('refuses unknown products, an unknown or missing category, and an empty selection, changing nothing', async () => {
    const { id } = (await t.app.inject({ method: 'POST', url: '/api/admin/products', headers: bearer(tk.admin), payload: productInput('Osamelý') })).json().data;
    const unknown = await bulk({ ids: [id, 987654], action: 'unpublish' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'bulk.unknownProducts', params: { count: 1, numbers: '987654' } });
    expect((await adminProduct(id)).published).toBe(true);
    expect((await bulk({ ids: [id], action: 'move', category_id: 987654 })).json()).toMatchObject({ statusCode: 422, code: 'bulk.unknownCategory' });
    expect((await bulk({ ids: [id], action: 'move' })).json()).toMatchObject({ statusCode: 422, code: 'bulk.categoryRequired' });
    expect((await bulk({ ids: [], action: 'publish' })).statusCode).toBe(422);
  });
});
