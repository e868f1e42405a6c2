// What the admin's order search looks in: the order number, the customer's name, company and e-mail, folded once
// when the order is stored (the same as migration 0040 wrote for the orders before it).
import { searchFold } from '../../lib/text.ts';

export function orderSearchText(orderNumber: string, contactJson: string): string {
  let contact: { name?: unknown; company?: unknown; email?: unknown } = {};
  try {
    contact = JSON.parse(contactJson) as typeof contact;
  } catch {
    // an unreadable contact is found by its number only
  }
  const parts = [orderNumber, contact.name, contact.company, contact.email].filter((v): v is string => typeof v === 'string' && v !== '');
  return searchFold(parts.join(' | ')).slice(0, 1000);
}
