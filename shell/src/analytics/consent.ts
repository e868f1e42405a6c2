import { matchRoute } from '@shop/shared';

/** The visitor's analytics choice, remembered in the browser; null until they choose. */
export type Consent = 'granted' | 'denied';

const STORAGE_KEY = 'shell.analytics-consent';

export function storedConsent(): Consent | null {
  const value = localStorage.getItem(STORAGE_KEY);
  return value === 'granted' || value === 'denied' ? value : null;
}

export function storeConsent(consent: Consent): void {
  localStorage.setItem(STORAGE_KEY, consent);
}

/** Pure rule: the analytics script may load only with consent: the visitor's, or the configured initial one. */
export function analyticsAllowed(choice: Consent | null, initial: Consent): boolean {
  return (choice ?? initial) === 'granted';
}

/**
 * Pure rule: whether a page is one of the shop's public pages, where analytics may run and the banner is shown. The
 * admin is staff's own tool: its visits are not the shop's audience, its pages name customers and orders, which must
 * not reach Google, and it has no footer to change the choice in; so no banner, no script and no hits there.
 */
export function isAnalyticsPage(pathname: string): boolean {
  return !matchRoute(pathname)?.definition.name.startsWith('admin');
}
