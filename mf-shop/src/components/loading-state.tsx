import { useTranslation } from 'react-i18next';
import { SkeletonPlaceholder } from '@shop/shared/react';
import styles from './loading-state.module.css';

/** Screen-reader announcement plus a placeholder of the page's text while its data loads. */
export function LoadingState({ rows = 3 }: { rows?: number }) {
  const { t } = useTranslation('common');
  return (
    <div className={styles.loading} aria-busy="true">
      <SkeletonPlaceholder active paragraph={{ rows }} label={t('loading')} />
    </div>
  );
}
