import type { ListMeta } from '@shop/shared';
import { PageLinks } from '@shop/shared/react';
import '@shop/shared/react/page-links.css';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { withParams } from '../lib/list-params.ts';

/** The pages of a list from its meta, as links to the same list with `?page=N`; nothing when it fits one page. */
export function ListPagination({ meta, onChange }: { meta: ListMeta; onChange: (page: number) => void }) {
  const { t } = useTranslation('catalog');
  const [params] = useSearchParams();
  return (
    <PageLinks
      current={meta.current_page}
      last={meta.last_page}
      queryFor={(page) => withParams(params, { page })}
      onChange={onChange}
      labels={{ nav: t('pagination'), previous: t('previousPage'), next: t('nextPage') }}
    />
  );
}
