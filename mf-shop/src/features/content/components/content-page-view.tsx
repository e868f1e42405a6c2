import type { ReactNode } from 'react';
import type { ContentPage } from '@shop/shared';
import { LazyImage } from '@shop/shared/react';
import pageStyles from '../../../components/page.module.css';
import { RichText } from '../../../components/rich-text.tsx';
import styles from './content-page.module.css';

/** A content page: title, lead, cover picture beside the text from the md breakpoint up, the body, and extras. */
export function ContentPageView({ page, children }: { page: ContentPage; children?: ReactNode }) {
  return (
    <div className={pageStyles.page}>
      <h1>{page.title}</h1>
      {page.description ? <p className={pageStyles.lead}>{page.description}</p> : null}
      <div className={page.cover ? styles.withCover : undefined}>
        <RichText html={page.body_html} />
        {page.cover ? (
          <LazyImage
            className={styles.cover}
            src={page.cover.url}
            alt=""
            width={page.cover.width}
            height={page.cover.height}
            sizes="(min-width: 1024px) 480px, 100vw"
          />
        ) : null}
      </div>
      {children}
    </div>
  );
}
