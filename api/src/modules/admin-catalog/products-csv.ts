// The products CSV as a file: writing it for Excel in Slovakia and reading it back (docs/decisions/0055).
// RFC 4180 quoting and line ends (csv-stringify, csv-parse); UTF-8 with a byte order mark so Excel reads Slovak and
// Cyrillic letters right; semicolons between fields, the list separator of Excel with Slovak regional settings
// (its decimal separator is the comma, so prices are written "123,45").
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { PRODUCT_CSV_COLUMNS } from '@shop/shared/contracts/products-bulk';

export type ProductCsvColumn = (typeof PRODUCT_CSV_COLUMNS)[number];
export type ProductCsvRecord = Record<ProductCsvColumn, string>;

const BOM = '\uFEFF';
export const CSV_DELIMITER = ';';

/** The file: header row, then one row per product. Cells that Excel would run as a formula get a leading '. */
export function writeProductsCsv(records: readonly ProductCsvRecord[]): string {
  return (
    BOM +
    stringify(
      records.map((r) => PRODUCT_CSV_COLUMNS.map((c) => r[c])),
      // quote_record_delimiter: given a record delimiter, csv-stringify quotes only CRLF by default, and a lone line break
      // of a description would end the row in Excel.
      { header: true, columns: [...PRODUCT_CSV_COLUMNS], delimiter: CSV_DELIMITER, record_delimiter: 'windows', quote_record_delimiter: true, escape_formulas: true },
    )
  );
}

/** Cents as the file writes them: "1234,50". */
export const centsToCsv = (cents: number): string => `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`;

/**
 * A price cell in euros, with a decimal comma or point and at most two decimals; spaces (also Excel's thousands
 * separator, a no-break space) are ignored. Null when the cell is no such number.
 */
export function csvToCents(cell: string): number | null {
  const text = cell.replace(/[\s\u00a0\u202f]/g, '');
  const match = /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** The export escapes formula-like cells with a leading apostrophe; the import takes it off again. */
const FORMULA_START = /^'[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;
export const unescapeFormula = (cell: string): string => (FORMULA_START.test(cell) ? cell.slice(1) : cell);

export type ParsedCsv =
  | { ok: true; header: string[]; rows: Array<{ row: number; cells: string[] }> }
  | { ok: false; code: 'import.notUtf8' | 'import.empty' | 'import.unreadable'; params?: Record<string, number>; message: string };

/**
 * Reads the file. Rows are numbered as a spreadsheet shows them (the header is row 1; a quoted cell with line breaks
 * stays one row); blank rows are left out. Semicolon or comma, whichever the header row uses.
 */
export function readProductsCsv(file: Buffer): ParsedCsv {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(file);
  } catch {
    return { ok: false, code: 'import.notUtf8', message: 'The file is not UTF-8 text; save it as "CSV UTF-8"' };
  }
  if (text.startsWith(BOM)) text = text.slice(1);
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  if (firstLine.trim() === '') return { ok: false, code: 'import.empty', message: 'The file has no header row' };
  const delimiter = firstLine.includes(';') || !firstLine.includes(',') ? ';' : ',';
  let records: string[][];
  try {
    records = parse(text, { delimiter, relax_column_count: true, skip_empty_lines: false }) as string[][];
  } catch (error) {
    const line = typeof (error as { lines?: unknown }).lines === 'number' ? (error as { lines: number }).lines : 0;
    return { ok: false, code: 'import.unreadable', params: { line }, message: `The file cannot be read as CSV near line ${line}` };
  }
  const [header = [], ...body] = records;
  const rows = body
    .map((cells, index) => ({ row: index + 2, cells: cells.map(unescapeFormula) }))
    .filter((r) => r.cells.some((c) => c.trim() !== ''));
  return { ok: true, header: header.map((h) => h.trim().toLowerCase()), rows };
}
