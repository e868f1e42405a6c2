import { useTranslation } from 'react-i18next';
import { PlaceholderText } from './placeholder.tsx';

/** Screen-reader announcement plus a placeholder of the page's text while its data loads. */
export function LoadingState({ rows = 3 }: { rows?: number }) {
  const { t } = useTranslation('common');
  return (
    <div aria-busy="true">
      <span className="visually-hidden" role="status">
        {t('loading')}
      </span>
      <PlaceholderText rows={rows} />
    </div>
  );
}
