// What a delivery costs: pickup at the workshop is free; the carrier's price comes from the table, for the buyer's
// country and the order's value (goods with VAT). The server prices it whenever a cart is read and again inside the
// transaction that stores the order; a price from the client is never read (docs/decisions/0064-delivery.md).
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { CartContact } from '@shop/shared/contracts/cart';
import type { DeliveryMethod, DeliveryQuote } from '@shop/shared/contracts/delivery';
import { countryCodeOf } from '@shop/shared/countries';
import { unprocessable, type HttpError } from '../../lib/errors.ts';
import { euros } from '../../lib/money.ts';
import { pickTranslation } from '../../lib/lang.ts';
import { createSiteSettingsRepository, SETTINGS_KEYS, type StoredCompany } from '../site/index.ts';
import { deliveryRepository as repo } from './repository.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** The delivery as an order keeps it (orders.delivery_json), amounts in cents. */
export interface OrderDelivery {
  method: DeliveryMethod;
  /** ISO code of the carrier's destination; null for pickup. */
  country: string | null;
  price_with_vat_cents: number;
  price_without_vat_cents: number;
  vat_rate: number;
  /** Where the buyer picks the goods up (the company's address when ordered); null for the carrier. */
  pickup_address: string | null;
}

/** The workshop's address from the company settings, with the country in `lang`. */
export async function pickupAddress(db: Db, lang: string): Promise<string> {
  const company = await createSiteSettingsRepository(db as Kysely<Database>).get<StoredCompany>(SETTINGS_KEYS.company);
  return company ? pickupAddressOf(company, lang) : '';
}

/** The workshop's address as one line, its country named in `lang`. */
export function pickupAddressOf(company: StoredCompany, lang: string): string {
  const town = [company.zip, company.town].filter(Boolean).join(' ');
  return [company.name, company.street, town, pickTranslation(company.country, lang)].filter(Boolean).join(', ');
}

export const countryNotServed = (country: string, code: string | null): HttpError =>
  unprocessable(
    code ? `We do not deliver to ${code} by carrier; choose pickup at the workshop` : `"${country}" names no country we know; correct the address or choose pickup`,
    [{ field: 'delivery.method', message: 'the country is not served', code: code ? 'delivery.countryNotServed' : 'delivery.countryUnknown', params: { country: code ?? country } }],
    { code: code ? 'delivery.countryNotServed' : 'delivery.countryUnknown', params: { country: code ?? country } },
  );

/** The carrier's price in cents with VAT for a country text and an order value; null when the table has no band. */
export async function carrierPrice(db: Db, countryText: string, orderCents: number): Promise<{ code: string | null; cents: number | null }> {
  const code = countryCodeOf(countryText);
  if (!code) return { code: null, cents: null };
  const band = await repo.band(db, code, orderCents);
  return { code, cents: band ? band.price_cents : null };
}

/** A price with VAT less its VAT: what a reverse charge charges, and the contact step shows such a buyer beforehand. */
export const netCents = (withVatCents: number, vatRate: number): number => Math.round((withVatCents * 100) / (100 + vatRate));

/**
 * Prices the delivery of goods worth `goodsWithVatCents`. The delivery's VAT rate is the highest rate of the goods
 * (a delivery follows the supply it serves). Throws 422 for a carrier to a country the table does not serve.
 */
export async function priceDelivery(
  db: Db,
  input: { method: DeliveryMethod; contact: Pick<CartContact, 'country'>; goodsWithVatCents: number; vatRate: number; lang: string },
): Promise<OrderDelivery> {
  if (input.method === 'pickup') {
    return { method: 'pickup', country: null, price_with_vat_cents: 0, price_without_vat_cents: 0, vat_rate: input.vatRate, pickup_address: await pickupAddress(db, input.lang) };
  }
  const { code, cents } = await carrierPrice(db, input.contact.country, input.goodsWithVatCents);
  if (!code || cents === null) throw countryNotServed(input.contact.country, code);
  return {
    method: 'carrier',
    country: code,
    price_with_vat_cents: cents,
    price_without_vat_cents: netCents(cents, input.vatRate),
    vat_rate: input.vatRate,
    pickup_address: null,
  };
}

/** The stored delivery as the API answers it (euros). */
export const quoteOf = (d: OrderDelivery): DeliveryQuote => ({
  method: d.method,
  country: d.country,
  price: { without_vat: euros(d.price_without_vat_cents), with_vat: euros(d.price_with_vat_cents), vat_rate: d.vat_rate },
  pickup_address: d.pickup_address,
});

export function parseOrderDelivery(json: string | null | undefined): OrderDelivery | null {
  if (!json) return null;
  try {
    return JSON.parse(json) as OrderDelivery;
  } catch {
    return null;
  }
}
