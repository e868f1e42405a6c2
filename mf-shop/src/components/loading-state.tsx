import { useTranslation } from 'react-i18next';
import { PlaceholderText } from './placeholder.tsx';
import styles from './placeholder.module.css';

/** Screen-reader announcement plus a placeholder of the page's text while its data loads. */
export function LoadingState({ rows = 3 }: { rows?: number }) {
  const { t } = useTranslation('common');
  return (
    <div className={styles.loading} aria-busy="true">
      <span className="visually-hidden" role="status">
        {t('loading')}
      </span>
      <PlaceholderText rows={rows} />
    </div>
  );
}
