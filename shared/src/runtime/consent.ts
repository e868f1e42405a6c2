import { Subject } from 'rxjs';

/**
 * Asks the shell to show the analytics consent choice again (the footer's "Cookie settings"). The shell owns the
 * banner and the analytics script; remotes only ask.
 */
export const consentRequests$ = new Subject<void>();

export function openConsentSettings(): void {
  consentRequests$.next();
}
