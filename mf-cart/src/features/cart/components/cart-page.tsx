import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { localePath } from '@shop/shared';
import { Alert, Button, EmptyState, SkeletonPlaceholder, useCart, useHydrated, usePageLang, useDocumentTitle } from '@shop/shared/react';
import { useLoadCart } from '../../../lib/use-load-cart.ts';
import { CartLineItem } from './cart-line-item.tsx';
import { CartTotals } from '../../../components/cart-totals.tsx';
import { ReverseChargeNote } from '../../../components/reverse-charge-note.tsx';
import { CheckoutSteps } from '../../../components/checkout-steps.tsx';
import './cart-page.css';

/**
 * The cart page (/{lang}/cart): loads the stored cart and renders it from the cart bus.
 * The server renders it too, but cannot know the cart (it lives in the browser): its HTML, and the render that takes
 * it over, show the placeholder of a cart being loaded or the empty cart (below), and the page follows once it is
 * live. Each state below the
 * heading is a new element (its own key), so the lines or the empty cart replace the placeholder without anything
 * on screen moving (the checkout steps come after the heading for the same reason).
 */
export function CartPage() {
  const { t } = useTranslation('cart');
  useDocumentTitle(t('title'));
  const lang = usePageLang();
  const { cart } = useCart();
  const { status, retry } = useLoadCart();
  const hydrated = useHydrated();
  const productsPath = localePath('products', lang);
  const lines = cart && cart.status === 'open' ? cart.products : [];

  const empty = (beforeLive: boolean) => (
    <div key="empty" className={beforeLive ? 'cart-unless-saved' : undefined}>
      {status === 'failed' && !beforeLive ? (
        <Alert
          type="warning"
          showIcon
          className="cart-load-failed"
          title={t('loadFailed')}
          action={
            <Button size="small" onClick={retry}>
              {t('common:retry')}
            </Button>
          }
        />
      ) : null}
      <EmptyState className="cart-empty" description={t('empty')}>
        <Link to={productsPath} className="cart-link-button cart-link-button--primary">
          {t('browseProducts')}
        </Link>
      </EmptyState>
    </div>
  );
  const placeholder = (beforeLive: boolean) => (
    <div key="loading" className={beforeLive ? 'cart-skeleton cart-if-saved' : 'cart-skeleton'} aria-busy="true">
      <span className="visually-hidden">{t('common:loading')}</span>
      <SkeletonPlaceholder active avatar={{ shape: 'square', size: 64 }} paragraph={{ rows: 2 }} />
      <SkeletonPlaceholder active avatar={{ shape: 'square', size: 64 }} paragraph={{ rows: 2 }} />
    </div>
  );

  let content;
  if (!hydrated) {
    // The server's HTML (and the render that takes it over) holds both: the placeholder for a visitor whose browser
    // remembers a cart, the empty cart for everyone else, chosen by CSS from the root's data-cart-saved (set before the
    // first frame by the shell's early-cart-count.js). A first visit so shows its empty cart, and its button (the
    // page's largest paint), at once instead of once the remote is live; the same elements (keys) stay after.
    content = [placeholder(true), empty(true)];
  } else if (status === 'loading' && !cart) {
    content = placeholder(false);
  } else if (!cart || lines.length === 0) {
    content = empty(false);
  } else {
    content = (
      <div key="lines">
        <CheckoutSteps current="cart" />
        <div className="cart-layout">
          <div className="cart-lines">
            <div className="cart-lines__head" aria-hidden="true">
              <span className="cart-lines__head-product">{t('product')}</span>
              <span>{t('unitPrice')}</span>
              <span>{t('quantity')}</span>
              <span>{t('lineTotal')}</span>
              <span />
            </div>
            <ul className="cart-lines__list" aria-label={t('linesLabel')}>
              {lines.map((line) => (
                <CartLineItem key={line.uuid} line={line} lang={lang} />
              ))}
            </ul>
          </div>
          <aside className="cart-aside">
            {/* A buyer who came back from the summary with a VAT ID sees the prices of the summary, and why. */}
            {cart.vat_reverse_charge ? <ReverseChargeNote /> : null}
            <CartTotals totals={cart.price_object} lang={lang} reverseCharge={cart.vat_reverse_charge} />
            <div className="cart-actions">
              <Link to={localePath('cart-contact', lang)} className="cart-link-button cart-link-button--primary">
                {t('continueToContact')}
              </Link>
              <Link to={productsPath} className="cart-link-button">
                {t('continueShopping')}
              </Link>
            </div>
          </aside>
        </div>
      </div>
    );
  }

  return (
    <main className="cart-main">
      <h1>{t('title')}</h1>
      {content}
    </main>
  );
}
