import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { localePath } from '@shop/shared';
import { classNames, LazyImage, usePageLang } from '@shop/shared/react';
import styles from './category-card.module.css';

interface Props {
  slug: string;
  name: string;
  thumbUrl: string;
  description?: string;
  subcategories?: { uuid: string; slug: string; name: string }[];
  subcategoriesLabel?: string;
  /** Heading level of the name inside the page's outline. */
  headingLevel?: 2 | 3;
}

/** A category with its 120 × 120 thumbnail (spec section 9), name, and a description or its child categories. */
export function CategoryCard({ slug, name, thumbUrl, description, subcategories, subcategoriesLabel, headingLevel = 3 }: Props) {
  const lang = usePageLang();
  const href = localePath('category', lang, { slug });
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.card}>
      <Link to={href} tabIndex={-1} aria-hidden>
        <LazyImage className={styles.thumb} src={thumbUrl} alt="" width={120} height={120} fixed />
      </Link>
      <div className={styles.text}>
        <Heading className={styles.name}>
          <Link to={href}>{name}</Link>
        </Heading>
        {description ? <p className={styles.description}>{description}</p> : null}
        {subcategories && subcategories.length > 0 ? (
          <ul className={styles.children} aria-label={subcategoriesLabel}>
            {subcategories.map((child) => (
              <li key={child.uuid}>
                <Link to={localePath('category', lang, { slug: child.slug })}>{child.name}</Link>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </article>
  );
}

export function CategoryList({ children, wide, label }: { children: ReactNode; wide?: boolean; label?: string }) {
  return (
    <ul className={classNames(styles.list, wide && styles.wide)} aria-label={label}>
      {children}
    </ul>
  );
}
