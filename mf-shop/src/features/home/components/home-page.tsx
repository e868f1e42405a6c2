import { Card, Skeleton } from 'antd';
import { Link } from 'react-router-dom';
import { localePath } from '@shop/shared';
import { useLang } from '@shop/shared/react';
import { useTranslation } from 'react-i18next';
import { CategoryCard, CategoryList } from '../../../components/category-card.tsx';
import pageStyles from '../../../components/page.module.css';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useTopCategories } from '../api/get-top-categories.ts';
import styles from './home-page.module.css';

function TopCategories() {
  const { t } = useTranslation('shop');
  const { data, loading } = useTopCategories();
  // Spec section 8: a failed top-category fetch is silently ignored; so is an empty list.
  if (loading) {
    return (
      <section className={pageStyles.section} aria-busy="true" aria-label={t('home.topCategories')}>
        <CategoryList wide>
          {Array.from({ length: 6 }, (_, i) => (
            <li key={i}>
              <Card className={styles.skeletonCard}>
                <Skeleton active avatar={{ shape: 'square', size: 120 }} paragraph={{ rows: 2 }} />
              </Card>
            </li>
          ))}
        </CategoryList>
      </section>
    );
  }
  if (!data || data.length === 0) return null;
  return (
    <section className={pageStyles.section} aria-labelledby="top-categories-heading">
      <h2 id="top-categories-heading">{t('home.topCategories')}</h2>
      <CategoryList wide>
        {data.map((category) => (
          <li key={category.uuid}>
            <CategoryCard slug={category.slug} name={category.name} thumbUrl={category.thumb_url} description={category.description} />
          </li>
        ))}
      </CategoryList>
    </section>
  );
}

/** Home page: the company claim, the top categories and a call to custom production. */
export function HomePage() {
  const { t } = useTranslation('shop');
  const lang = useLang();
  useDocumentTitle(t('home.title'));
  return (
    <>
      <section className={styles.hero} aria-labelledby="home-heading">
        <div className={styles.heroInner}>
          <h1 id="home-heading">{t('home.heroTitle')}</h1>
          <p>{t('home.heroText')}</p>
          <Link className={styles.cta} to={localePath('products', lang)}>
            {t('home.heroCta')}
          </Link>
        </div>
      </section>
      <div className={pageStyles.page}>
        <TopCategories />
        <section className={`${pageStyles.section} ${styles.custom}`} aria-labelledby="custom-heading">
          <h2 id="custom-heading">{t('home.customTitle')}</h2>
          <p>{t('home.customText')}</p>
          <Link className={styles.cta} to={localePath('custom-production', lang)}>
            {t('home.customCta')}
          </Link>
        </section>
      </div>
    </>
  );
}
