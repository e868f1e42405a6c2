import { useTranslation } from 'react-i18next';
import pageStyles from '../../../components/page.module.css';
import { useDocuments, type DocumentsRoute } from '../api/get-documents.ts';
import { useSiteDocuments } from '../api/get-site-documents.ts';
import { DocumentList } from './document-list.tsx';
import styles from './downloads.module.css';
import { EmptyState, ErrorState, SkeletonPlaceholder, useDocumentTitle } from '@shop/shared/react';

const EMPTY_KEYS: Record<DocumentsRoute, string> = {
  protocols: 'downloads.emptyProtocols',
  'assembly-instruction': 'downloads.emptyAssembly',
  download: 'downloads.emptyPriceLists',
};

function ListSkeleton() {
  return (
    <div aria-busy="true" className={styles.skeleton}>
      <SkeletonPlaceholder active title={false} paragraph={{ rows: 3 }} />
    </div>
  );
}

/** Protocols, assembly instructions, or prices (price lists and the catalogue): PDF files to download. */
export function DocumentsPage({ page }: { page: DocumentsRoute }) {
  const { t } = useTranslation('shop');
  const emptyKey = EMPTY_KEYS[page];
  const documents = useDocuments();
  const site = useSiteDocuments();
  const title = t(`info.pages.${page}.title`);
  useDocumentTitle(title);
  const catalogue = site.data?.filter((d) => d.key === 'catalogue') ?? [];

  return (
    <div className={pageStyles.page}>
      <h1>{title}</h1>
      <p className={pageStyles.lead}>{t(`info.pages.${page}.intro`)}</p>
      <section className={pageStyles.section} aria-labelledby="documents-heading">
        <h2 id="documents-heading">{page === 'download' ? t('downloads.priceLists') : t('downloads.documents')}</h2>
        {documents.error ? (
          <ErrorState title={t('state.loadFailed')} error={documents.error} namespace="shop" onRetry={documents.refetch} />
        ) : documents.loading || !documents.data ? (
          <ListSkeleton />
        ) : documents.data.length === 0 ? (
          <EmptyState description={t(emptyKey)} />
        ) : (
          <DocumentList items={documents.data.map((d) => ({ ...d, key: d.uuid }))} label={title} />
        )}
      </section>
      {page === 'download' ? (
        <section className={pageStyles.section} aria-labelledby="catalogue-heading">
          <h2 id="catalogue-heading">{t('downloads.catalogue')}</h2>
          {site.error ? (
            <ErrorState title={t('state.loadFailed')} error={site.error} namespace="shop" onRetry={site.refetch} />
          ) : site.loading || !site.data ? (
            <ListSkeleton />
          ) : catalogue.length === 0 ? (
            <EmptyState description={t('downloads.emptyCatalogue')} />
          ) : (
            <DocumentList items={catalogue} label={t('downloads.catalogue')} />
          )}
        </section>
      ) : null}
    </div>
  );
}
