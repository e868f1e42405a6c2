import { Link } from 'react-router-dom';
import { formatLongDate, localePath, type PostListItem } from '@shop/shared';
import { LazyImage, usePageLang } from '@shop/shared/react';
import styles from './article-card.module.css';

/** A news article in a list: cover, date (LL), title as the link, and the perex. */
export function ArticleCard({ post, headingLevel = 2, readMore }: { post: PostListItem; headingLevel?: 2 | 3; readMore: string }) {
  const lang = usePageLang();
  const href = localePath('article-slug', lang, { slug: post.slug });
  const date = formatLongDate(post.published_at, lang);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.card}>
      <Link to={href} tabIndex={-1} aria-hidden className={styles.coverLink}>
        {post.cover ? (
          <LazyImage className={styles.cover} src={post.cover.url} alt="" width={post.cover.width} height={post.cover.height} sizes="(min-width: 768px) 320px, 100vw" />
        ) : (
          <span className={styles.noCover} />
        )}
      </Link>
      <div className={styles.body}>
        {date ? (
          <time className={styles.date} dateTime={post.published_at ?? undefined}>
            {date}
          </time>
        ) : null}
        <Heading className={styles.title}>
          <Link to={href}>{post.title}</Link>
        </Heading>
        {post.perex ? <p className={styles.perex}>{post.perex}</p> : null}
        <Link to={href} className={styles.more} aria-label={`${readMore}: ${post.title}`}>
          {readMore}
        </Link>
      </div>
    </article>
  );
}
