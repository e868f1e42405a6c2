import { MAX_LINE_QUANTITY } from '@shop/shared';

export { MAX_LINE_QUANTITY };
export const MIN_LINE_QUANTITY = 1;

export type QuantityProblem = 'required' | 'integer' | 'min' | 'max';

/** Why a typed quantity cannot be sent (the server's rule: an integer 1..MAX_LINE_QUANTITY), or null when it can. */
export function quantityProblem(value: number | string | null | undefined): QuantityProblem | null {
  if (value === null || value === undefined || value === '') return 'required';
  const number = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(number) || !Number.isInteger(number)) return 'integer';
  if (number < MIN_LINE_QUANTITY) return 'min';
  if (number > MAX_LINE_QUANTITY) return 'max';
  return null;
}
