// The visitor's cohort (decision 0082): a random whole number 0-99 in a first-party cookie, drawn when a page is
// served while a canary runs. It says nothing about the visitor; it only keeps the same visitor on the same side of
// every canary across pages and reloads, on the server's render and in the browser alike.
import { randomInt } from 'node:crypto';

export const COHORT_COOKIE = 'shop_cohort';
const ONE_YEAR_SECONDS = 365 * 24 * 3600;

/** The cohort the request's cookie carries, or null (none yet, or not one of ours). */
export function cohortOf(cookieHeader: string | undefined): number | null {
  if (!cookieHeader) return null;
  const match = new RegExp(`(?:^|;\\s*)${COHORT_COOKIE}=(\\d{1,2})(?:;|$)`).exec(cookieHeader);
  return match ? Number(match[1]) : null;
}

export const drawCohort = (): number => randomInt(100);

export function cohortCookie(cohort: number, secure: boolean): string {
  return `${COHORT_COOKIE}=${cohort}; Max-Age=${ONE_YEAR_SECONDS}; Path=/; SameSite=Lax; HttpOnly${secure ? '; Secure' : ''}`;
}

/**
 * Whether a cohort gets a remote's canary at `share` per cent. Each remote turns the cohorts by an offset of its own,
 * so two canaries at once do not fall on the same visitors.
 */
export function inCanary(remote: string, cohort: number, share: number): boolean {
  let offset = 0;
  for (const c of remote) offset = (offset * 31 + c.charCodeAt(0)) % 100;
  return (cohort + offset) % 100 < share;
}
