import { beforeEach, describe, expect, it } from 'vitest';
import { analyticsAllowed, storeConsent, storedConsent } from './consent.ts';

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
