import { Link } from 'react-router-dom';
import { formatLongDate, localePath } from '@shop/shared';
import { EmptyState, ErrorState, SkeletonPlaceholder, useDocumentTitle, usePageLang } from '@shop/shared/react';
import { useTranslation } from 'react-i18next';
import pageStyles from '../../../components/page.module.css';
import { RichText } from '../../../components/rich-text.tsx';
import { useJobPosts } from '../api/get-job-posts.ts';
import styles from './career-page.module.css';

/** The offer's own headings sit under its title (an h2), so they move one level down. */
export function demoteHeadings(html: string): string {
  return html.replace(/<(\/?)h([2-5])(\s|>)/g, (_, slash: string, level: string, next: string) => `<${slash}h${Number(level) + 1}${next}`);
}

/** /{lang}/career: the open positions in full, each with the way to apply. */
export function CareerPage() {
  const { t } = useTranslation('shop');
  const lang = usePageLang();
  const { data, error, loading, refetch } = useJobPosts();
  const title = t('info.pages.career.title');
  useDocumentTitle(title);
  return (
    <div className={pageStyles.page}>
      <h1>{title}</h1>
      <p className={pageStyles.lead}>{t('info.pages.career.intro')}</p>
      {error ? (
        <ErrorState title={t('state.loadFailed')} error={error} namespace="shop" onRetry={refetch} />
      ) : loading || !data ? (
        <div aria-busy="true">
          <SkeletonPlaceholder active paragraph={{ rows: 6 }} />
          <SkeletonPlaceholder active paragraph={{ rows: 6 }} />
        </div>
      ) : data.data.length === 0 ? (
        <EmptyState description={t('career.empty')}>
          <Link to={localePath('contact', lang)}>{t('career.writeAnyway')}</Link>
        </EmptyState>
      ) : (
        <ul className={styles.list} aria-label={t('career.listLabel')}>
          {data.data.map((post) => {
            const date = formatLongDate(post.published_at, lang);
            return (
              <li key={post.uuid}>
                <article className={styles.job} aria-labelledby={`job-${post.uuid}`}>
                  <h2 id={`job-${post.uuid}`}>{post.title}</h2>
                  {date ? <p className={styles.date}>{t('career.posted', { date })}</p> : null}
                  <p className={styles.perex}>{post.perex}</p>
                  {post.body_html ? <RichText html={demoteHeadings(post.body_html)} /> : null}
                  <Link className={styles.apply} to={localePath('contact', lang)}>
                    {t('career.apply')}
                  </Link>
                </article>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

