import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ArticleCard } from '../../../components/article-card.tsx';
import cardStyles from '../../../components/article-card.module.css';
import pageStyles from '../../../components/page.module.css';
import { pageFromParams } from '../../../lib/page-param.ts';
import { scrollToPageTop } from '../../../lib/scroll-to-page-top.ts';
import { ARTICLES_PER_PAGE, usePosts } from '../api/get-posts.ts';
import { EmptyState, ErrorState, PageLinks, SkeletonBlock, SkeletonPlaceholder, useDocumentTitle } from '@shop/shared/react';

/** /{lang}/article: the news, newest first, five to a page (?page=N). */
export function ArticleListPage() {
  const { t } = useTranslation('shop');
  const [searchParams] = useSearchParams();
  const page = pageFromParams(searchParams);
  const { data, error, loading, refetch } = usePosts();
  const title = t('info.pages.article.title');
  useDocumentTitle(page > 1 ? t('articles.titlePage', { title, page }) : title);

  return (
    <div className={pageStyles.page}>
      <h1>{title}</h1>
      <p className={pageStyles.lead}>{t('info.pages.article.intro')}</p>
      {error ? (
        <ErrorState title={t('state.loadFailed')} error={error} namespace="shop" onRetry={refetch} />
      ) : loading || !data ? (
        <ul className={cardStyles.list} aria-busy="true" aria-hidden>
          {Array.from({ length: ARTICLES_PER_PAGE }, (_, i) => (
            <li key={i}>
              <SkeletonBlock active style={{ height: 200 }} />
              <SkeletonPlaceholder active paragraph={{ rows: 3 }} />
            </li>
          ))}
        </ul>
      ) : data.data.length === 0 ? (
        <EmptyState description={t('articles.empty')} />
      ) : (
        <>
          <ul className={cardStyles.list} aria-label={t('articles.listLabel')}>
            {data.data.map((post) => (
              <li key={post.uuid}>
                <ArticleCard post={post} readMore={t('articles.readMore')} />
              </li>
            ))}
          </ul>
          <PageLinks current={data.meta.current_page} last={data.meta.last_page} onNavigated={scrollToPageTop} />
        </>
      )}
    </div>
  );
}
