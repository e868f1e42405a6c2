import { checkValidity } from './validity.ts';
import { fetchAhead, homepageModulesRequest, productRequest, type DataAhead, type ResolvedRoute } from '@shop/shared';

const FIRST_REQUESTS: Record<DataAhead, (route: ResolvedRoute) => { url: string }> = {
  homepage: () => homepageModulesRequest(),
  product: (route) => productRequest(route.params.slug ?? ''),
};

/**
 * Makes the first request of a page whose data follows from its URL (the route's `dataAhead`) now, while the
 * page's code loads or before a link is followed; the page's identical request takes the answer
 * (shared/src/api/ahead.ts), so on a first visit the data no longer waits for the code. A failure is the page's
 * to show: it receives the same answer.
 */
export function fetchDataAhead(route: ResolvedRoute | null): void {
  const rule = route?.definition.dataAhead;
  if (!route || !rule) return;
  const { url } = FIRST_REQUESTS[rule](route);
  fetchAhead(url).catch(() => undefined);
}

/**
 * Makes a page's first request ahead whichever way the shell knows it: the check of its validity rule (which is
 * that request) or its `dataAhead`. For a page about to be shown or a link about to be followed.
 */
export function askFirstRequestAhead(route: ResolvedRoute | null, url: URL): void {
  if (route?.definition.validate) checkValidity(route, url).catch(() => undefined);
  else fetchDataAhead(route);
}
