import { createServerRenderer } from '@shop/shared/react/server';
import { App } from './app.tsx';
import { CART_NAMESPACE, loadCartMessages } from './messages.ts';

// The server side of mf-cart: the cart page's frame (its heading and a placeholder for the lines), so a phone shows
// the page before any script has run. The cart itself lives in the browser: the page fills it in once the remote has
// taken the HTML over. The checkout steps read the visitor's session and are left to the browser.
export const render = createServerRenderer({ remote: 'mf-cart', namespace: CART_NAMESPACE, loadMessages: loadCartMessages, slots: { main: App }, routes: ['cart'] });
