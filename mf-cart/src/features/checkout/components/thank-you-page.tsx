import { useState, type ComponentType } from 'react';
import { CheckCircleFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { localePath } from '@shop/shared';
import { usePageLang, useDocumentTitle } from '@shop/shared/react';
import { useFocusHeading } from '../hooks/use-focus-heading.ts';
import { readLastOrder } from '../lib/last-order.ts';
import './checkout.css';

/** What the app shows of the order just sent below its number (its payment and its page): issue 47. */
export type OrderExtras = ComponentType<{ orderKey: string; orderNumber: string }>;

/**
 * /{lang}/cart/thank-you: the order was sent; its number and where the confirmation went, then `OrderExtras` (the app
 * composes it from the order feature). Opened without an order just sent in this tab (typed, bookmarked, shared), it
 * says nothing was received: it leads to the cart.
 */
export function ThankYouPage({ OrderExtras }: { OrderExtras?: OrderExtras }) {
  const { t } = useTranslation('cart');
  useDocumentTitle(t('steps.thankYou'));
  const lang = usePageLang();
  const [order] = useState(readLastOrder);
  const justSent = (useLocation().state as { sent?: boolean } | null)?.sent === true;
  const headingRef = useFocusHeading<HTMLHeadingElement>(true);
  if (!order && !justSent) return <Navigate to={localePath('cart', lang)} replace />;

  return (
    <main className="cart-main checkout-main">
      <section className="checkout-thanks">
        <CheckCircleFilled className="checkout-thanks__icon" aria-hidden />
        <h1 ref={headingRef} tabIndex={-1}>
          {t('steps.thankYou')}
        </h1>
        <p>{t('thankYou.text')}</p>
        {order ? (
          <>
            <dl className="checkout-thanks__number">
              <dt>{t('thankYou.orderNumber')}</dt>
              <dd>{order.order_number}</dd>
            </dl>
            <p>{t('thankYou.confirmationSent', { email: order.email })}</p>
            {/* A tab that stored its order before the key existed has none: the mail has the link. */}
            {OrderExtras && order.order_key ? <OrderExtras orderKey={order.order_key} orderNumber={order.order_number} /> : null}
          </>
        ) : null}
        <div className="checkout-actions checkout-actions--center">
          <Link to={localePath('products', lang)} className="cart-link-button cart-link-button--primary">
            {t('thankYou.continueShopping')}
          </Link>
          <Link to={localePath('index', lang)} className="cart-link-button">
            {t('thankYou.home')}
          </Link>
        </div>
      </section>
    </main>
  );
}
