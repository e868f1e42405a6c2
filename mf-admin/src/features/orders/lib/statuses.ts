import type { OrderStatus } from '@shop/shared';

/** The statuses in the order of the workflow (the filter's options); the server's contract is the authority. */
export const STATUSES = ['new', 'confirmed', 'ready_for_pickup', 'shipped', 'completed', 'cancelled'] as const satisfies readonly OrderStatus[];

export const isStatus = (value: string | null): value is OrderStatus => value !== null && (STATUSES as readonly string[]).includes(value);

/** A day as the URL and the API write it (YYYY-MM-DD); anything else is ignored. */
export const isDay = (value: string | null): value is string => value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value);
