
import { useTranslation } from 'react-i18next';
import { SkeletonPlaceholder } from '@shop/shared/react';

/** A page's content while it loads: a skeleton of reserved height and the loading text for screen readers. */
export function LoadingState({ rows = 4 }: { rows?: number }) {
  const { t } = useTranslation('catalog');
  return (
    <div aria-busy="true" className="catalog-loading">
      <SkeletonPlaceholder active title={{ width: '40%' }} paragraph={{ rows }} label={t('common:loading')} />
    </div>
  );
}
