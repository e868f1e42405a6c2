import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '../../../components/loading-state.tsx';
import pageStyles from '../../../components/page.module.css';
import { usePageForRoute } from '../api/get-page.ts';
import { ContentPageView } from './content-page-view.tsx';
import { ErrorState, useDocumentTitle } from '@shop/shared/react';

/**
 * A page of a fixed route whose text is managed in the admin (about, technologies, custom production, we support).
 * `fallbackTitle` names the page while it loads or when it fails; `children` follow the text (e.g. a form).
 */
export function RoutePage({ fallbackTitle, children }: { fallbackTitle: string; children?: ReactNode }) {
  const { t } = useTranslation('shop');
  const { data, error, loading, refetch } = usePageForRoute();
  useDocumentTitle(data?.title ?? (error ? fallbackTitle : null));
  if (error) {
    return (
      <div className={pageStyles.page}>
        <h1>{fallbackTitle}</h1>
        {error.status === 404 ? <p className={pageStyles.lead}>{t('page.empty')}</p> : <ErrorState title={t('state.loadFailed')} error={error} namespace="shop" onRetry={refetch} />}
        {children}
      </div>
    );
  }
  if (loading || !data) {
    return (
      <div className={pageStyles.page}>
        <h1>{fallbackTitle}</h1>
        <LoadingState rows={8} />
      </div>
    );
  }
  return <ContentPageView page={data}>{children}</ContentPageView>;
}
