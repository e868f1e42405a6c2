/** Cents to euros and back, exactly (the API keeps integer cents). */
export const centsToEuros = (cents: number): number => Math.round(cents) / 100;
export const eurosToCents = (euros: number): number => Math.round(euros * 100);
/** The price with VAT in cents, rounded per unit as the server does. */
export const withVatCents = (cents: number, vatRate: number): number => Math.round((cents * (100 + vatRate)) / 100);
