import { Pagination } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ListMeta } from '@shop/shared';

/** The pages of a list from its meta; nothing when everything fits on one page. */
export function ListPagination({ meta, onChange }: { meta: ListMeta; onChange: (page: number) => void }) {
  const { t } = useTranslation('catalog');
  if (meta.last_page <= 1) return null;
  return (
    <nav className="catalog-pagination" aria-label={t('pagination')}>
      <Pagination current={meta.current_page} total={meta.total} pageSize={meta.per_page} showSizeChanger={false} onChange={onChange} />
    </nav>
  );
}
