import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';

/** Screen-reader announcement plus a skeleton of the page's text while its data loads. */
export function LoadingState({ rows = 3 }: { rows?: number }) {
  const { t } = useTranslation('common');
  return (
    <div aria-busy="true">
      <span className="visually-hidden" role="status">
        {t('loading')}
      </span>
      <Skeleton active title paragraph={{ rows }} />
    </div>
  );
}
