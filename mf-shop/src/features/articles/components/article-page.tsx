import { Link, useLocation, useParams } from 'react-router-dom';
import { formatLongDate, localePath } from '@shop/shared';
import { ErrorState, LazyImage, NotFoundPage, useCanonicalSlug, useDocumentTitle, usePageLang } from '@shop/shared/react';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '../../../components/loading-state.tsx';
import pageStyles from '../../../components/page.module.css';
import { RichText } from '../../../components/rich-text.tsx';
import { usePost } from '../api/get-post.ts';
import { PreviewBanner } from './preview-banner.tsx';
import styles from './article-page.module.css';

/** /{lang}/article/{slug}: one news article; job offers and unknown slugs are not articles (404). */
export function ArticlePage() {
  const { t } = useTranslation('shop');
  const lang = usePageLang();
  const { slug = '' } = useParams();
  // An admin's preview of a draft (decision 0063): the same page, with the draft and a banner saying so.
  const preview = new URLSearchParams(useLocation().search).get('preview');
  const { data, error, loading, refetch } = usePost();
  const article = data?.kind === 'article' ? data : undefined;
  useCanonicalSlug('article-slug', slug, article?.slug);
  useDocumentTitle(article?.title ?? (error && error.status !== 404 ? t('info.pages.article-slug.title') : null));

  if (preview && error?.code === 'preview.invalid') {
    // Not found, as for any visitor; the admin is told why the link shows nothing now.
    return (
      <>
        <PreviewBanner expired />
        <NotFoundPage />
      </>
    );
  }
  if (error?.status === 404 || (data && !article)) return <NotFoundPage />;
  if (error) {
    return (
      <div className={pageStyles.page}>
        <h1>{t('info.pages.article-slug.title')}</h1>
        <ErrorState title={t('state.loadFailed')} error={error} namespace="shop" onRetry={refetch} />
      </div>
    );
  }
  if (loading || !article) {
    return (
      <div className={pageStyles.page}>
        <LoadingState rows={10} />
      </div>
    );
  }
  const date = formatLongDate(article.published_at, lang);
  return (
    <article className={pageStyles.page}>
      {article.preview ? <PreviewBanner /> : null}
      <Link to={localePath('article', lang)} className={styles.back}>
        {t('articles.back')}
      </Link>
      <h1>{article.title}</h1>
      {date ? (
        <p className={styles.date}>
          <time dateTime={article.published_at ?? undefined}>{date}</time>
        </p>
      ) : null}
      {article.perex ? <p className={pageStyles.lead}>{article.perex}</p> : null}
      {article.cover ? (
        <LazyImage
          className={styles.cover}
          src={article.cover.url}
          alt=""
          width={article.cover.width}
          height={article.cover.height}
          sizes="(min-width: 880px) 800px, 100vw"
          priority
        />
      ) : null}
      <RichText html={article.body_html} />
    </article>
  );
}
