import type { ListMeta } from '@shop/shared';
import { PageLinks } from '@shop/shared/react';
import '@shop/shared/react/page-links.css';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { withPage } from '../lib/page-param.ts';

/** Pages of a list from the API's meta, as links to the same list with `?page=N`; nothing when it fits one page. */
export function ListPagination({ meta, onChange }: { meta: ListMeta; onChange: (page: number) => void }) {
  const { t } = useTranslation('shop');
  const [params] = useSearchParams();
  return (
    <PageLinks
      current={meta.current_page}
      last={meta.last_page}
      queryFor={(page) => withPage(params, page)}
      onChange={onChange}
      labels={{ nav: t('pagination.label'), previous: t('pagination.previous'), next: t('pagination.next') }}
    />
  );
}
