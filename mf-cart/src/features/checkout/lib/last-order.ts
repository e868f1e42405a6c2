import type { OrderReceipt } from '@shop/shared';

/** The order just sent, so the thank-you page can name it (also after a reload of that page, in that tab only). */
export interface LastOrder extends OrderReceipt {
  email: string;
}

const KEY = 'shop.lastOrder';

export function saveLastOrder(order: LastOrder): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(order));
  } catch {
    // Storage can be unavailable (private mode); the page then thanks without the number.
  }
}

export function readLastOrder(): LastOrder | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    const parsed = raw ? (JSON.parse(raw) as Partial<LastOrder>) : null;
    return parsed && typeof parsed.order_number === 'string' && typeof parsed.email === 'string' ? (parsed as LastOrder) : null;
  } catch {
    return null;
  }
}
