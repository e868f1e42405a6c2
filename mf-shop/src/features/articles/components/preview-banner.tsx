import { useTranslation } from 'react-i18next';
import styles from './preview-banner.module.css';

/**
 * Marks an admin's preview of an unpublished draft (decision 0063), or says that a preview link no longer works
 * (it expired, or its session ended). Only the admin's own browser is ever shown a preview.
 */
export function PreviewBanner({ expired = false }: { expired?: boolean }) {
  const { t } = useTranslation('shop');
  return (
    <aside className={expired ? `${styles.banner} ${styles.expired}` : styles.banner} aria-label={t('preview.label')}>
      <strong className={styles.label}>{t('preview.label')}</strong> {expired ? t('preview.expired') : t('preview.text')}
    </aside>
  );
}
