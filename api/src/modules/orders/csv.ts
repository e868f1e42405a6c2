// The admin's CSV export of orders. Excel opens a CSV by the system's list separator and guesses the encoding: the
// BOM makes it read UTF-8 (Slovak, Hungarian, Serbian and Russian letters), ';' and decimal commas are what
// Excel expects in the shop's countries (docs/decisions/0052-order-workflow.md).
import { stringify } from 'csv-stringify/sync';
import type { Selectable } from 'kysely';
import type { OrdersTable } from '../../db/schema.ts';
import { localeTag, type Lang } from '@shop/shared/languages';
import type { CartContact } from '@shop/shared/contracts/cart';
import type { OrderSnapshotLine } from './snapshot.ts';
import { parseOrderDelivery } from '../delivery/index.ts';
import { textsIn } from '../../i18n/texts.ts';

/** The columns in their order; each one's header is the catalogue's `ordersCsv.columns.<column>`. */
const COLUMNS = ['number', 'date', 'status', 'name', 'company', 'email', 'phone', 'items', 'delivery', 'deliveryPrice', 'withoutVat', 'vat', 'vatTreatment', 'withVat', 'language'] as const;
type Column = (typeof COLUMNS)[number];

/** A phone number (+421 …) starts like a formula but holds nothing that could run: it is written as it is. */
const PHONE = /^\+[\d\s()/-]+$/;
const amount = (cents: number): string => (cents / 100).toFixed(2).replace('.', ',');

/**
 * The file. csv-stringify quotes a cell holding ';', '"' or a line break and leads a text a spreadsheet would run as
 * a formula (=, +, -, @, tab, CR and their full-width forms) with a quote, except a phone number.
 */
export function ordersCsv(rows: ReadonlyArray<Selectable<OrdersTable>>, lang: Lang): string {
  const t = textsIn(lang);
  const date = new Intl.DateTimeFormat(localeTag(lang), { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Bratislava' });
  const records = rows.map((row): Record<Column, string> => {
    const contact = JSON.parse(row.contact_json) as Partial<CartContact>;
    const units = (JSON.parse(row.lines_json) as OrderSnapshotLine[]).reduce((sum, l) => sum + l.quantity, 0);
    // Orders from before the choice have no delivery recorded: both cells stay empty.
    const delivery = parseOrderDelivery(row.delivery_json);
    return {
      number: row.order_number,
      date: date.format(new Date(row.created_at)),
      status: t(`ordersCsv.status.${row.status}`, { defaultValue: row.status }),
      name: contact.name ?? '',
      company: contact.company ?? '',
      email: contact.email ?? '',
      phone: contact.phone ?? '',
      items: String(units),
      // How the goods reach the buyer; the carrier's country follows as its ISO code ("Carrier delivery (SK)").
      delivery: delivery ? `${t(`ordersCsv.delivery.${delivery.method}`)}${delivery.country ? ` (${delivery.country})` : ''}` : '',
      deliveryPrice: delivery ? amount(delivery.price_with_vat_cents) : '',
      withoutVat: amount(row.total_without_vat_cents),
      vat: amount(row.total_vat_cents),
      // A spreadsheet's column keeps one header: a reverse-charge order (no VAT, the buyer accounts for it) says so here.
      vatTreatment: row.vat_reverse_charge === 1 ? t('ordersCsv.reverseCharge') : '',
      withVat: amount(row.total_with_vat_cents),
      language: row.lang,
    };
  });
  return stringify(records, {
    bom: true,
    header: true,
    columns: COLUMNS.map((key) => ({ key, header: t(`ordersCsv.columns.${key}`) })),
    delimiter: ';',
    record_delimiter: 'windows',
    // csv-stringify quotes only the record delimiter (CRLF) once one is given: a lone line break of an address or
    // name would end the row in Excel.
    quote_record_delimiter: true,
    escape_formulas: true,
    cast: { string: (value) => (PHONE.test(value) ? { value, escape_formulas: false } : value) },
  });
}
