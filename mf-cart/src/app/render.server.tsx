import { baseHead, type HeadPage, type PageHead } from '@shop/shared/page-head';
import { createServerRenderer } from '@shop/shared/react/server';
import { App } from './app.tsx';
import { CART_NAMESPACE, loadCartMessages } from './messages.ts';

/** The title of each of mf-cart's pages, as the page sets it (its texts' key). */
const TITLES: Record<string, string> = {
  cart: 'title',
  'cart-contact': 'steps.contact',
  'cart-summary': 'steps.summary',
  'cart-thank-you': 'steps.thankYou',
  'cart-order': 'order.title',
};

/** The cart's pages are the visitor's own: titled, never indexed. */
function cartHead(page: HeadPage): PageHead {
  const key = TITLES[page.route];
  return { ...baseHead(page), ...(key ? { title: page.t(key) } : {}), noindex: true };
}

// The server side of mf-cart: the cart page's frame (its heading and a placeholder for the lines), so a phone shows
// the page before any script has run. The cart itself lives in the browser: the page fills it in once the remote has
// taken the HTML over. The checkout steps read the visitor's session and are left to the browser (with their heads).
export const render = createServerRenderer({ remote: 'mf-cart', namespace: CART_NAMESPACE, loadMessages: loadCartMessages, slots: { main: App }, routes: ['cart'], head: cartHead });
