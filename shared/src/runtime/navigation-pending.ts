import { Store } from './store.ts';

/** Who is waiting for the next page to be drawn: a remote's router, the shell loading and mounting a remote. */
const waiting = new Set<string>();

/**
 * Whether a navigation is under way on the page: true while anyone reported pending (reportNavigationPending). The
 * shell shows its progress bar from it; a page that waits keeps the page before on screen, so without the bar a
 * click on a slow connection looks like nothing happened.
 */
export const navigationPendingStore = new Store<boolean>(false);

/** `who` (a remote's name, 'shell') is waiting for the next page, or no longer. */
export function reportNavigationPending(who: string, pending: boolean): void {
  if (pending) waiting.add(who);
  else waiting.delete(who);
  navigationPendingStore.set(waiting.size > 0);
}
