import { MAX_LINE_QUANTITY } from '@shop/shared';

/** The most a shopper can put in the cart at once: the server's limit of one cart line. */
export const MAX_QUANTITY = MAX_LINE_QUANTITY;

/** A quantity typed by the shopper as a whole number from 1 to MAX_QUANTITY; anything else falls back to the nearest valid one. */
export function normaliseQuantity(value: number | string | null | undefined): number {
  const number = typeof value === 'string' ? Number(value) : value;
  if (number === null || number === undefined || !Number.isFinite(number)) return 1;
  return Math.min(MAX_QUANTITY, Math.max(1, Math.trunc(number)));
}
