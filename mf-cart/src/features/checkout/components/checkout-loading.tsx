import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { localePath } from '@shop/shared';
import { Alert, Button, SkeletonPlaceholder, usePageLang } from '@shop/shared/react';

/** While the cart of a checkout step loads: a skeleton of the reserved size. */
export function CheckoutSkeleton() {
  const { t } = useTranslation('cart');
  return (
    <div className="checkout-skeleton" aria-busy="true">
      <SkeletonPlaceholder active paragraph={{ rows: 6 }} label={t('common:loading')} />
    </div>
  );
}

/** The cart of a checkout step could not be loaded: why, a retry, and the way back to the cart. */
export function CheckoutLoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('cart');
  const lang = usePageLang();
  return (
    <Alert
      type="warning"
      showIcon
      title={t('loadFailed')}
      description={<Link to={localePath('cart', lang)}>{t('backToCart')}</Link>}
      action={
        <Button size="small" onClick={onRetry}>
          {t('common:retry')}
        </Button>
      }
    />
  );
}
