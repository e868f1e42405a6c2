// The admin's delivery price table: read whole, replaced whole (a table of a few rows per country is edited as one
// form), validated, audited.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { DeliveryPriceRow, DeliveryPriceTable } from '@shop/shared/contracts/delivery';
import { countryCodes } from '@shop/shared/countries';
import { unprocessable, type FieldError } from '../../lib/errors.ts';
import { euros } from '../../lib/money.ts';
import type { AuthContext } from '../../types.ts';
import type { AuditService } from '../audit/index.ts';
import { deliveryRepository as repo, type StoredDeliveryPrice } from './repository.ts';

/** Euros as whole cents, or null for an amount with fractions of a cent. */
function centsOf(amount: number): number | null {
  const cents = Math.round(amount * 100);
  return Math.abs(cents - amount * 100) < 1e-6 ? cents : null;
}

/** The rows as stored, or the reasons they cannot be (field `rows.<i>.<column>`, with a message code each). */
export function checkRows(rows: DeliveryPriceRow[]): { stored: StoredDeliveryPrice[]; errors: FieldError[] } {
  const known = new Set(countryCodes());
  const errors: FieldError[] = [];
  const stored: StoredDeliveryPrice[] = [];
  const seen = new Set<string>();
  rows.forEach((row, i) => {
    const at = (column: string) => `rows.${i}.${column}`;
    const country = row.country.toUpperCase();
    if (!known.has(country)) errors.push({ field: at('country'), message: 'is no country', code: 'delivery.unknownCountry', params: { country } });
    const min = centsOf(row.min_order_value);
    const price = centsOf(row.price);
    if (min === null) errors.push({ field: at('min_order_value'), message: 'has fractions of a cent', code: 'delivery.wholeCents' });
    if (price === null) errors.push({ field: at('price'), message: 'has fractions of a cent', code: 'delivery.wholeCents' });
    if (min === null || price === null) return;
    const band = `${country}|${min}`;
    if (seen.has(band)) errors.push({ field: at('min_order_value'), message: 'repeats a band of the country', code: 'delivery.duplicateBand', params: { country } });
    seen.add(band);
    stored.push({ country, min_order_cents: min, price_cents: price });
  });
  // Every country's bands start at 0, so every order to a listed country has a price.
  for (const country of new Set(stored.map((r) => r.country))) {
    if (!stored.some((r) => r.country === country && r.min_order_cents === 0)) {
      const i = rows.findIndex((r) => r.country.toUpperCase() === country);
      errors.push({ field: `rows.${i}.min_order_value`, message: 'the lowest band of the country must start at 0', code: 'delivery.bandFromZero', params: { country } });
    }
  }
  stored.sort((a, b) => a.country.localeCompare(b.country) || a.min_order_cents - b.min_order_cents);
  return { stored, errors };
}

const rowOf = (r: StoredDeliveryPrice): DeliveryPriceRow => ({ country: r.country, min_order_value: euros(r.min_order_cents), price: euros(r.price_cents) });

export function createDeliveryService(db: Kysely<Database>, deps: { audit: AuditService }) {
  async function table(): Promise<DeliveryPriceTable> {
    return { rows: (await repo.all(db)).map(rowOf) };
  }

  return {
    table,

    async replace(auth: AuthContext | null, input: DeliveryPriceTable): Promise<DeliveryPriceTable> {
      const { stored, errors } = checkRows(input.rows);
      if (errors.length > 0) throw unprocessable(`Invalid delivery prices: ${errors.map((e) => e.field).join(', ')}`, errors, 'delivery.pricesInvalid');
      const before = await repo.all(db);
      await db.transaction().execute((trx) => repo.replace(trx, stored));
      const countries = [...new Set(stored.map((r) => r.country))].join(', ');
      const unchanged = JSON.stringify(before) === JSON.stringify(stored);
      await deps.audit.record(auth, {
        action: 'update',
        entity: 'delivery-prices',
        entityId: null,
        summary: unchanged ? 'Saved the delivery prices without changes' : `Updated the delivery prices: ${stored.length} rows (${countries || 'no country'})`,
        ...(unchanged ? { code: 'delivery.pricesUnchanged' } : { code: 'delivery.pricesUpdated', params: { rows: stored.length, countries: countries || '–' } }),
      });
      return table();
    },
  };
}

export type DeliveryService = ReturnType<typeof createDeliveryService>;
