import { Route, Routes } from 'react-router-dom';
import { ROUTES } from '@shop/shared';
import { CartPage } from '../features/cart/components/cart-page.tsx';
import { ContactPage } from '../features/checkout/components/contact-page.tsx';
import { SummaryPage } from '../features/checkout/components/summary-page.tsx';
import { ThankYouPage } from '../features/checkout/components/thank-you-page.tsx';
import '@shop/shared/react/controls.css';
import '@shop/shared/react/quantity-input.css';
import '@shop/shared/react/status-message.css';
import './app.css';

function routePath(name: string): string {
  const definition = ROUTES.find((route) => route.name === name);
  if (!definition) throw new Error(`Unknown route "${name}"`);
  return `/:lang/${definition.path}`;
}

/** The pages of mf-cart: the cart, and the checkout steps (contact, summary, thank-you), reached in that order. */
export function App() {
  return (
    <Routes>
      <Route path={routePath('cart')} element={<CartPage />} />
      <Route path={routePath('cart-contact')} element={<ContactPage />} />
      <Route path={routePath('cart-summary')} element={<SummaryPage />} />
      <Route path={routePath('cart-thank-you')} element={<ThankYouPage />} />
    </Routes>
  );
}
