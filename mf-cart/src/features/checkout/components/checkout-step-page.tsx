import { ArrowLeftOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { localePath } from '@shop/shared';
import { useLang } from '@shop/shared/react';

export type CheckoutStep = 'contact' | 'summary' | 'thankYou';

/** The checkout steps get their forms in a later issue; until then each page names itself and leads back to the cart. */
export function CheckoutStepPage({ step }: { step: CheckoutStep }) {
  const { t } = useTranslation('cart');
  const lang = useLang();
  return (
    <main className="cart-main">
      <h1>{t(`steps.${step}`)}</h1>
      <Link to={localePath('cart', lang)}>
        <ArrowLeftOutlined aria-hidden /> {t('backToCart')}
      </Link>
    </main>
  );
}
