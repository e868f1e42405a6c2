import { Pagination } from 'antd';
import type { ListMeta } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import styles from './page.module.css';

/** Pages of a list from the API's meta; hidden when everything fits on one page. */
export function ListPagination({ meta, onChange }: { meta: ListMeta; onChange: (page: number) => void }) {
  const { t } = useTranslation('shop');
  if (meta.last_page <= 1) return null;
  return (
    <nav className={styles.pagination} aria-label={t('pagination.label')}>
      <Pagination
        current={meta.current_page}
        total={meta.total}
        pageSize={meta.per_page}
        showSizeChanger={false}
        onChange={onChange}
      />
    </nav>
  );
}
