import { Link } from 'react-router-dom';
import { localePath, type HomepageModule } from '@shop/shared';
import { ErrorState, LazyImage, SkeletonBlock, SkeletonPlaceholder, useDocumentTitle, usePageLang } from '@shop/shared/react';
import { useTranslation } from 'react-i18next';
import { ArticleCard } from '../../../components/article-card.tsx';
import cardStyles from '../../../components/article-card.module.css';
import { CategoryCard, CategoryList } from '../../../components/category-card.tsx';
import pageStyles from '../../../components/page.module.css';
import { useHomepageModules, useTopCategories } from '../api/get-homepage-modules.ts';
import { useLatestArticles } from '../api/get-latest-articles.ts';
import styles from './home-page.module.css';

function Hero({ module }: { module: HomepageModule }) {
  const lang = usePageLang();
  return (
    <section className={styles.hero} aria-labelledby="home-heading">
      <div className={styles.heroInner}>
        <div className={styles.heroText}>
          <h1 id="home-heading">{module.title}</h1>
          {module.text ? <p>{module.text}</p> : null}
          {module.cta_label ? (
            <Link className={styles.cta} to={localePath('products', lang)}>
              {module.cta_label}
            </Link>
          ) : null}
        </div>
        {module.image ? (
          <LazyImage
            className={styles.heroImage}
            src={module.image.url}
            alt=""
            width={module.image.width}
            height={module.image.height}
            sizes="(min-width: 1280px) 520px, (min-width: 768px) 40vw, 100vw"
            priority
          />
        ) : null}
      </div>
    </section>
  );
}

/** The hero's box before the modules arrive: the same size, so nothing below it moves. */
function HeroSkeleton() {
  const { t } = useTranslation('common');
  return (
    <section className={styles.hero} aria-busy="true">
      <div className={styles.heroInner}>
        <div className={styles.heroText}>
          <SkeletonPlaceholder active paragraph={{ rows: 3 }} onDark label={t('loading')} />
        </div>
      </div>
    </section>
  );
}

function TopCategories({ title }: { title: string }) {
  const { data, loading } = useTopCategories();
  // Spec section 8: a failed top-category fetch is silently ignored; so is an empty list.
  if (!loading && (!data || data.length === 0)) return null;
  return (
    <section className={pageStyles.section} aria-labelledby="top-categories-heading" aria-busy={loading}>
      <h2 id="top-categories-heading">{title}</h2>
      <CategoryList wide>
        {loading || !data
          ? Array.from({ length: 6 }, (_, i) => (
              <li key={i}>
                <div className={styles.skeletonCard}>
                  <SkeletonBlock active className={styles.skeletonThumb} />
                  <SkeletonPlaceholder active paragraph={{ rows: 2 }} />
                </div>
              </li>
            ))
          : data.map((category) => (
              <li key={category.uuid}>
                <CategoryCard slug={category.slug} name={category.name} thumbUrl={category.thumb_url} description={category.description} />
              </li>
            ))}
      </CategoryList>
    </section>
  );
}

function LatestArticles({ module }: { module: HomepageModule }) {
  const { t } = useTranslation('shop');
  const lang = usePageLang();
  const limit = module.item_limit ?? 3;
  const { data, loading } = useLatestArticles();
  if (!loading && (!data || data.data.length === 0)) return null;
  return (
    <section className={pageStyles.section} aria-labelledby="latest-articles-heading" aria-busy={loading}>
      <div className={styles.sectionHead}>
        <h2 id="latest-articles-heading">{module.title}</h2>
        {module.cta_label ? <Link to={localePath('article', lang)}>{module.cta_label}</Link> : null}
      </div>
      <ul className={cardStyles.list}>
        {loading || !data
          ? Array.from({ length: limit }, (_, i) => (
              <li key={i}>
                <SkeletonBlock active style={{ height: 200 }} />
                <SkeletonPlaceholder active paragraph={{ rows: 2 }} />
              </li>
            ))
          : data.data.map((post) => (
              <li key={post.uuid}>
                <ArticleCard post={post} headingLevel={3} readMore={t('articles.readMore')} />
              </li>
            ))}
      </ul>
    </section>
  );
}

function CustomProductionCall({ module }: { module: HomepageModule }) {
  const lang = usePageLang();
  return (
    <section className={`${pageStyles.section} ${styles.custom}`} aria-labelledby="custom-heading">
      <h2 id="custom-heading">{module.title}</h2>
      {module.text ? <p>{module.text}</p> : null}
      {module.cta_label ? (
        <Link className={styles.cta} to={localePath('custom-production', lang)}>
          {module.cta_label}
        </Link>
      ) : null}
    </section>
  );
}

/** Home page: the sections the admin arranged (homepage modules) — hero, top categories, news, custom production. */
export function HomePage() {
  const { t } = useTranslation('shop');
  const { data, error, loading, refetch } = useHomepageModules();
  useDocumentTitle(t('home.title'));
  if (error) {
    return (
      <div className={pageStyles.page}>
        <h1>{t('home.title')}</h1>
        <ErrorState title={t('state.loadFailed')} error={error} namespace="shop" onRetry={refetch} />
      </div>
    );
  }
  if (loading || !data) return <HeroSkeleton />;
  const hero = data.find((m) => m.type === 'hero');
  const rest = data.filter((m) => m.type !== 'hero');
  return (
    <>
      {hero ? <Hero module={hero} /> : <h1 className="visually-hidden">{t('home.title')}</h1>}
      <div className={pageStyles.page}>
        {rest.map((module) => {
          if (module.type === 'top-categories') return <TopCategories key={module.uuid} title={module.title || t('home.topCategories')} />;
          if (module.type === 'latest-articles') return <LatestArticles key={module.uuid} module={module} />;
          if (module.type === 'custom-production') return <CustomProductionCall key={module.uuid} module={module} />;
          return null;
        })}
      </div>
    </>
  );
}
