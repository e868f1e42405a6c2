import type { Price } from '@shop/shared/contracts/common';

export const euros = (cents: number): number => Math.round(cents) / 100;

/** VAT of one unit in cents, rounded half up per unit. */
export const withVatCents = (cents: number, vatRate: number): number => Math.round((cents * (100 + vatRate)) / 100);

export function price(cents: number, vatRate: number): Price {
  return { without_vat: euros(cents), with_vat: euros(withVatCents(cents, vatRate)), vat_rate: vatRate, currency: 'EUR' };
}
