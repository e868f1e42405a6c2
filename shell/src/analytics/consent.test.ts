import { beforeEach, describe, expect, it } from 'vitest';
import { analyticsAllowed, isAnalyticsPage, storeConsent, storedConsent } from './consent.ts';

describe('analytics consent', () => {
  beforeEach(() => localStorage.clear());

  it('allows analytics only with consent: the visitor’s choice wins over the configured initial consent', () => {
    expect(analyticsAllowed(null, 'denied')).toBe(false);
    expect(analyticsAllowed(null, 'granted')).toBe(true);
    expect(analyticsAllowed('granted', 'denied')).toBe(true);
    expect(analyticsAllowed('denied', 'granted')).toBe(false);
  });

  it('remembers the choice', () => {
    expect(storedConsent()).toBeNull();
    storeConsent('granted');
    expect(storedConsent()).toBe('granted');
    localStorage.setItem('shell.analytics-consent', 'maybe');
    expect(storedConsent()).toBeNull();
  });
});

describe('pages with analytics', () => {
  it('are the public pages in every language, not the admin (its sign-in included)', () => {
    for (const path of ['/sk', '/en/products', '/hu/cart/summary', '/sr/katalog', '/ru/about', '/en/no-such-page']) expect(isAnalyticsPage(path), path).toBe(true);
    for (const path of ['/sk/admin', '/en/admin/login', '/hu/admin/eshop-products', '/ru/admin/logout']) expect(isAnalyticsPage(path), path).toBe(false);
  });
});
