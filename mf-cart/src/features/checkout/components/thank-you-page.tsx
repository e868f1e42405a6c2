import { useState } from 'react';
import { CheckCircleFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { localePath } from '@shop/shared';
import { useLang } from '@shop/shared/react';
import { useFocusHeading } from '../hooks/use-focus-heading.ts';
import { readLastOrder } from '../lib/last-order.ts';
import './checkout.css';

/** /{lang}/cart/thank-you: the order was sent; its number and where the confirmation went. */
export function ThankYouPage() {
  const { t } = useTranslation('cart');
  const lang = useLang();
  const [order] = useState(readLastOrder);
  const headingRef = useFocusHeading<HTMLHeadingElement>(true);

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
