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
