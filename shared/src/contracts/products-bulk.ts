// Products in bulk (issue 29): the CSV export and import of the admin's product list, and bulk actions on selected
// rows. The file's layout is described in docs/decisions/0055-products-in-bulk.md.
import { Type, type Static } from '@sinclair/typebox';
import { MessageParams } from './common.ts';
import { MAX_BULK_PRODUCTS } from './limits.ts';

/**
 * The columns of the products CSV, in the order the export writes them; an import needs every one of them but the
 * optional ones below.
 */
export const PRODUCT_CSV_COLUMNS = [
  'number',
  'category',
  'price',
  'vat_rate',
  'published',
  'width_mm',
  'height_mm',
  'name_sk',
  'description_sk',
  'name_en',
  'description_en',
  'name_hu',
  'description_hu',
  'name_sr',
  'description_sr',
  'name_ru',
  'description_ru',
] as const;

/**
 * Columns a file may leave out: the sizes in millimetres (added after the first files were made). Without them an
 * import keeps the products' sizes; with them an empty cell clears the size.
 */
export const OPTIONAL_PRODUCT_CSV_COLUMNS: readonly string[] = ['width_mm', 'height_mm'];

/** GET /api/admin/products/export: the list's filter (the same as GET /api/admin/products). */
export const ProductExportQuery = Type.Object(
  {
    q: Type.Optional(Type.String({ maxLength: 200 })),
    category_id: Type.Optional(Type.Integer({ minimum: 1 })),
    published: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type ProductExportQuery = Static<typeof ProductExportQuery>;

/** POST /api/admin/products/import?dry_run=… with the CSV file as the body (text/csv). */
export const ProductImportQuery = Type.Object(
  { dry_run: Type.Boolean({ description: 'true: validate and report only; false: write, when no row has an error' }) },
  { additionalProperties: false },
);
export type ProductImportQuery = Static<typeof ProductImportQuery>;

/** One problem of the file: its row as a spreadsheet numbers it (the header is row 1), the column, a message code. */
export const ProductImportIssue = Type.Object({
  row: Type.Integer(),
  column: Type.Union([Type.String(), Type.Null()]),
  code: Type.String(),
  params: Type.Optional(MessageParams),
  message: Type.String({ description: 'English, for API callers' }),
});
export type ProductImportIssue = Static<typeof ProductImportIssue>;

/** What an import does (or did) to one product. */
export const ProductImportChange = Type.Object({
  row: Type.Integer(),
  action: Type.Union([Type.Literal('create'), Type.Literal('update')]),
  /** The product number; null for a product still to be created. */
  number: Type.Union([Type.Integer(), Type.Null()]),
  name: Type.String({ description: 'the Slovak name' }),
  /** The CSV columns whose values change. */
  columns: Type.Array(Type.String()),
});
export type ProductImportChange = Static<typeof ProductImportChange>;

export const ProductImportReport = Type.Object({
  dry_run: Type.Boolean(),
  /** Whether the products were written (never on a dry run, never when a row has an error). */
  applied: Type.Boolean(),
  summary: Type.Object({ rows: Type.Integer(), create: Type.Integer(), update: Type.Integer(), unchanged: Type.Integer(), errors: Type.Integer() }),
  errors: Type.Array(ProductImportIssue),
  changes: Type.Array(ProductImportChange),
});
export type ProductImportReport = Static<typeof ProductImportReport>;

export const ProductBulkAction = Type.Union([Type.Literal('publish'), Type.Literal('unpublish'), Type.Literal('move')]);
export type ProductBulkAction = Static<typeof ProductBulkAction>;

/** POST /api/admin/products/bulk */
export const ProductBulkInput = Type.Object(
  {
    ids: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: MAX_BULK_PRODUCTS, uniqueItems: true }),
    action: ProductBulkAction,
    /** The target of "move": a category, or null for none. */
    category_id: Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.Null()])),
  },
  { additionalProperties: false },
);
export type ProductBulkInput = Static<typeof ProductBulkInput>;

export const ProductBulkResult = Type.Object({
  /** Products the action changed (those already in the asked state are left alone). */
  changed: Type.Integer(),
  unchanged: Type.Integer(),
});
export type ProductBulkResult = Static<typeof ProductBulkResult>;
