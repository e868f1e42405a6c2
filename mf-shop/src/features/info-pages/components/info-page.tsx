import { Link } from 'react-router-dom';
import { localePath } from '@shop/shared';
import { useLang } from '@shop/shared/react';
import { useTranslation } from 'react-i18next';
import styles from '../../../components/page.module.css';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

/** Pages whose content comes in a later issue: their title, what they are for, and the way to the products. */
export const INFO_PAGES = [
  'about',
  'career',
  'contact',
  'custom-production',
  'gallery',
  'protocols',
  'assembly-instruction',
  'technologies',
  'video-gallery',
  'download',
  'article',
  'article-we-support',
  'article-slug',
] as const;

export type InfoPageName = (typeof INFO_PAGES)[number];

export function InfoPage({ name }: { name: InfoPageName }) {
  const { t } = useTranslation('shop');
  const lang = useLang();
  const title = t(`info.pages.${name}.title`);
  useDocumentTitle(title);
  return (
    <div className={styles.page}>
      <h1>{title}</h1>
      <p className={styles.lead}>{t(`info.pages.${name}.intro`)}</p>
      <Link className={styles.backLink} to={localePath('products', lang)}>
        {t('info.backToProducts')}
      </Link>
    </div>
  );
}
