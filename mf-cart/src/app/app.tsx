import { Route, Routes } from 'react-router-dom';
import { ROUTES } from '@shop/shared';
import { CartPage } from '../features/cart/components/cart-page.tsx';
import { CheckoutStepPage } from '../features/checkout/components/checkout-step-page.tsx';
import './app.css';

function routePath(name: string): string {
  const definition = ROUTES.find((route) => route.name === name);
  if (!definition) throw new Error(`Unknown route "${name}"`);
  return `/:lang/${definition.path}`;
}

/** The pages of mf-cart: the cart, and the checkout steps (contact, summary, thank-you). */
export function App() {
  return (
    <Routes>
      <Route path={routePath('cart')} element={<CartPage />} />
      <Route path={routePath('cart-contact')} element={<CheckoutStepPage step="contact" />} />
      <Route path={routePath('cart-summary')} element={<CheckoutStepPage step="summary" />} />
      <Route path={routePath('cart-thank-you')} element={<CheckoutStepPage step="thankYou" />} />
    </Routes>
  );
}
