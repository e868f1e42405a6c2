import { Route, Routes } from 'react-router-dom';
import { registerRouteCode, routePattern } from '@shop/shared';
import { lazyPage } from '@shop/shared/react';
import { CartPage } from '../features/cart/components/cart-page.tsx';
import '@shop/shared/react/controls.css';
import '@shop/shared/react/quantity-input.css';
import '@shop/shared/react/status-message.css';
import './app.css';

// The checkout steps come in chunks of their own (antd's form and descriptions are theirs): the cart page, where
// visits arrive, loads without them. The shell's link prefetch and this remote's mount load a step's chunk before
// it is shown (registerRouteCode).
const ContactPage = lazyPage(() => import(/* webpackChunkName: "page-checkout-contact" */ '../features/checkout/components/contact-page.tsx').then((m) => m.ContactPage));
const SummaryPage = lazyPage(() => import(/* webpackChunkName: "page-checkout-summary" */ '../features/checkout/components/summary-page.tsx').then((m) => m.SummaryPage));
const ThankYouPage = lazyPage(() => import(/* webpackChunkName: "page-checkout-thank-you" */ '../features/checkout/components/thank-you-page.tsx').then((m) => m.ThankYouPage));
// The buyer's order page (issue 47), and its payment part, which the thank-you page shows below the order's number.
const OrderPage = lazyPage(() => import(/* webpackChunkName: "page-order" */ '../features/order/components/order-page.tsx').then((m) => m.OrderPage));
const OrderPayment = lazyPage(() => import(/* webpackChunkName: "page-order" */ '../features/order/components/order-payment.tsx').then((m) => m.OrderPayment));

/** Each route whose page comes in a chunk of its own, with that page. */
const LAZY_PAGES: Record<string, { preload: () => Promise<unknown> }> = {
  'cart-contact': ContactPage,
  'cart-summary': SummaryPage,
  'cart-thank-you': { preload: () => Promise.all([ThankYouPage.preload(), OrderPayment.preload()]) },
  'cart-order': OrderPage,
};
registerRouteCode('mf-cart', (route) => LAZY_PAGES[route]?.preload());

/** The pages of mf-cart: the cart, the checkout steps (contact, summary, thank-you), reached in that order, and the order page. */
export function App() {
  return (
    <Routes>
      <Route path={routePattern('cart')} element={<CartPage />} />
      <Route path={routePattern('cart-contact')} element={<ContactPage />} />
      <Route path={routePattern('cart-summary')} element={<SummaryPage />} />
      <Route path={routePattern('cart-thank-you')} element={<ThankYouPage OrderExtras={OrderPayment} />} />
      <Route path={routePattern('cart-order')} element={<OrderPage />} />
    </Routes>
  );
}
