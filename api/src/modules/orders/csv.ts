// The admin's CSV export of orders. Excel opens a CSV by the system's list separator and guesses the encoding: the
// BOM makes it read UTF-8 (Slovak, Hungarian, Serbian and Russian letters), ';' and decimal commas are what
// Excel expects in the shop's countries (docs/decisions/0052-order-workflow.md).
import { stringify } from 'csv-stringify/sync';
import type { Selectable } from 'kysely';
import type { OrdersTable } from '../../db/schema.ts';
import { localeTag, type Lang } from '@shop/shared/languages';
import type { OrderStatus } from '@shop/shared/contracts/orders';
import type { CartContact } from '@shop/shared/contracts/cart';
import type { OrderSnapshotLine } from '../cart/service.ts';
import type { DeliveryMethod } from '@shop/shared/contracts/delivery';
import { parseOrderDelivery } from '../delivery/pricing.ts';

const COLUMNS = ['number', 'date', 'status', 'name', 'company', 'email', 'phone', 'items', 'delivery', 'deliveryPrice', 'withoutVat', 'vat', 'withVat', 'language'] as const;
type Column = (typeof COLUMNS)[number];

const HEADERS: Record<Lang, Record<Column, string>> = {
  sk: { number: 'Číslo objednávky', date: 'Dátum', status: 'Stav', name: 'Meno', company: 'Firma', email: 'E-mail', phone: 'Telefón', items: 'Kusov', delivery: 'Doprava', deliveryPrice: 'Doprava s DPH (EUR)', withoutVat: 'Spolu bez DPH (EUR)', vat: 'DPH (EUR)', withVat: 'Spolu s DPH (EUR)', language: 'Jazyk' },
  en: { number: 'Order number', date: 'Date', status: 'Status', name: 'Name', company: 'Company', email: 'E-mail', phone: 'Phone', items: 'Items', delivery: 'Delivery', deliveryPrice: 'Delivery incl. VAT (EUR)', withoutVat: 'Total excl. VAT (EUR)', vat: 'VAT (EUR)', withVat: 'Total incl. VAT (EUR)', language: 'Language' },
  hu: { number: 'Rendelésszám', date: 'Dátum', status: 'Állapot', name: 'Név', company: 'Cég', email: 'E-mail', phone: 'Telefon', items: 'Darab', delivery: 'Szállítás', deliveryPrice: 'Szállítás áfával (EUR)', withoutVat: 'Összesen áfa nélkül (EUR)', vat: 'Áfa (EUR)', withVat: 'Összesen áfával (EUR)', language: 'Nyelv' },
  sr: { number: 'Broj porudžbine', date: 'Datum', status: 'Status', name: 'Ime', company: 'Firma', email: 'E-pošta', phone: 'Telefon', items: 'Komada', delivery: 'Isporuka', deliveryPrice: 'Isporuka sa PDV-om (EUR)', withoutVat: 'Ukupno bez PDV-a (EUR)', vat: 'PDV (EUR)', withVat: 'Ukupno sa PDV-om (EUR)', language: 'Jezik' },
  ru: { number: 'Номер заказа', date: 'Дата', status: 'Статус', name: 'Имя', company: 'Компания', email: 'Эл. почта', phone: 'Телефон', items: 'Количество', delivery: 'Доставка', deliveryPrice: 'Доставка с НДС (EUR)', withoutVat: 'Итого без НДС (EUR)', vat: 'НДС (EUR)', withVat: 'Итого с НДС (EUR)', language: 'Язык' },
};

const STATUS_NAMES: Record<Lang, Record<OrderStatus, string>> = {
  sk: { new: 'Nová', confirmed: 'Potvrdená', ready_for_pickup: 'Pripravená na vyzdvihnutie', shipped: 'Odoslaná', completed: 'Vybavená', cancelled: 'Zrušená' },
  en: { new: 'New', confirmed: 'Confirmed', ready_for_pickup: 'Ready for pickup', shipped: 'Shipped', completed: 'Completed', cancelled: 'Cancelled' },
  hu: { new: 'Új', confirmed: 'Visszaigazolva', ready_for_pickup: 'Átvehető', shipped: 'Feladva', completed: 'Teljesítve', cancelled: 'Törölve' },
  sr: { new: 'Nova', confirmed: 'Potvrđena', ready_for_pickup: 'Spremna za preuzimanje', shipped: 'Poslata', completed: 'Završena', cancelled: 'Otkazana' },
  ru: { new: 'Новый', confirmed: 'Подтверждён', ready_for_pickup: 'Готов к выдаче', shipped: 'Отправлен', completed: 'Выполнен', cancelled: 'Отменён' },
};

/** How the goods reach the buyer; the carrier's country follows as its ISO code ("Carrier (SK)"). */
const DELIVERY_NAMES: Record<Lang, Record<DeliveryMethod, string>> = {
  sk: { pickup: 'Osobný odber v dielni', carrier: 'Doprava prepravcom' },
  en: { pickup: 'Pickup at the workshop', carrier: 'Carrier delivery' },
  hu: { pickup: 'Személyes átvétel a műhelyben', carrier: 'Szállítás futárral' },
  sr: { pickup: 'Lično preuzimanje u radionici', carrier: 'Isporuka prevoznikom' },
  ru: { pickup: 'Самовывоз из мастерской', carrier: 'Доставка перевозчиком' },
};

/** A phone number (+421 …) starts like a formula but holds nothing that could run: it is written as it is. */
const PHONE = /^\+[\d\s()/-]+$/;
const amount = (cents: number): string => (cents / 100).toFixed(2).replace('.', ',');

/**
 * The file. csv-stringify quotes a cell holding ';', '"' or a line break and leads a text a spreadsheet would run as
 * a formula (=, +, -, @, tab, CR and their full-width forms) with a quote, except a phone number.
 */
export function ordersCsv(rows: ReadonlyArray<Selectable<OrdersTable>>, lang: Lang): string {
  const headers = HEADERS[lang];
  const date = new Intl.DateTimeFormat(localeTag(lang), { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Bratislava' });
  const records = rows.map((row): Record<Column, string> => {
    const contact = JSON.parse(row.contact_json) as Partial<CartContact>;
    const units = (JSON.parse(row.lines_json) as OrderSnapshotLine[]).reduce((sum, l) => sum + l.quantity, 0);
    // Orders from before the choice have no delivery recorded: both cells stay empty.
    const delivery = parseOrderDelivery(row.delivery_json);
    return {
      number: row.order_number,
      date: date.format(new Date(row.created_at)),
      status: STATUS_NAMES[lang][row.status] ?? row.status,
      name: contact.name ?? '',
      company: contact.company ?? '',
      email: contact.email ?? '',
      phone: contact.phone ?? '',
      items: String(units),
      delivery: delivery ? `${DELIVERY_NAMES[lang][delivery.method]}${delivery.country ? ` (${delivery.country})` : ''}` : '',
      deliveryPrice: delivery ? amount(delivery.price_with_vat_cents) : '',
      withoutVat: amount(row.total_without_vat_cents),
      vat: amount(row.total_vat_cents),
      withVat: amount(row.total_with_vat_cents),
      language: row.lang,
    };
  });
  return stringify(records, {
    bom: true,
    header: true,
    columns: COLUMNS.map((key) => ({ key, header: headers[key] })),
    delimiter: ';',
    record_delimiter: 'windows',
    // csv-stringify quotes only the record delimiter (CRLF) once one is given: a lone line break of an address or
    // name would end the row in Excel.
    quote_record_delimiter: true,
    escape_formulas: true,
    cast: { string: (value) => (PHONE.test(value) ? { value, escape_formulas: false } : value) },
  });
}
