import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '../../../components/loading-state.tsx';
import pageStyles from '../../../components/page.module.css';
import { usePageBySlug } from '../api/get-page-by-slug.ts';
import { ContentPageView } from './content-page-view.tsx';
import { ErrorState, NotFoundPage, useCanonicalSlug, useDocumentTitle } from '@shop/shared/react';

/** A content page at /{lang}/{slug} (e.g. delivery and installation, the Slovak FAQ); unknown slugs are 404. */
export function SlugContentPage() {
  const { t } = useTranslation('shop');
  const { slug = '' } = useParams();
  const { data, error, loading, refetch } = usePageBySlug();
  useCanonicalSlug('slug', slug, data?.slug);
  useDocumentTitle(data?.title ?? (error && error.status !== 404 ? t('page.title') : null));
  if (error?.status === 404) return <NotFoundPage />;
  if (error) {
    return (
      <div className={pageStyles.page}>
        <h1>{t('page.title')}</h1>
        <ErrorState title={t('state.loadFailed')} error={error} namespace="shop" onRetry={refetch} />
      </div>
    );
  }
  if (loading || !data) {
    return (
      <div className={pageStyles.page}>
        <LoadingState rows={8} />
      </div>
    );
  }
  return <ContentPageView page={data} />;
}
