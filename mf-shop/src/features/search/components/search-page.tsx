import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { SearchOutlined } from '@ant-design/icons';
import { Link, useSearchParams } from 'react-router-dom';
import { localePath } from '@shop/shared';
import { Button, classNames, EmptyState, ErrorState, PageLinks, useDocumentTitle, useHydrated, usePageLang } from '@shop/shared/react';
import { useTranslation } from 'react-i18next';
import { ProductGrid, ProductGridSkeleton } from '../../../components/product-grid.tsx';
import styles from '../../../components/page.module.css';
import { MIN_SEARCH_LENGTH, pageFromParams, searchTextFromParams, pageQuery } from '../../../lib/page-param.ts';
import { scrollToPageTop } from '../../../lib/scroll-to-page-top.ts';
import { useSearchProducts } from '../api/search-products.ts';
import searchStyles from './search-page.module.css';

/** Search results for `?q=` (at least 2 characters), one page at a time (`?page=`). */
export function SearchPage() {
  const { t } = useTranslation('shop');
  const lang = usePageLang();
  const [searchParams, setSearchParams] = useSearchParams();
  const query = searchTextFromParams(searchParams);
  const page = pageFromParams(searchParams);
  const valid = query.length >= MIN_SEARCH_LENGTH;
  const { data, error, loading, refetch } = useSearchProducts();
  const [draft, setDraft] = useState(query);
  // Text typed into the server's HTML would not reach this state: the field waits for the page to be live.
  const live = useHydrated();
  const [draftFor, setDraftFor] = useState(query);
  const [draftTooShort, setDraftTooShort] = useState(false);
  // The header's search field can change `q` while this page is open: the page's own field follows it.
  if (draftFor !== query) {
    setDraftFor(query);
    setDraft(query);
  }
  useDocumentTitle(valid ? t('search.titleFor', { query }) : t('search.title'));

  // A page past the last one (an old link, fewer results since) goes to the last page, replacing the history entry.
  const lastPage = data?.meta.last_page ?? null;
  const pastTheEnd = data !== undefined && data.data.length === 0 && data.meta.total > 0 && lastPage !== null && page > lastPage;
  useEffect(() => {
    if (pastTheEnd && lastPage !== null) setSearchParams((params) => pageQuery(params, lastPage), { replace: true });
  }, [pastTheEnd, lastPage, setSearchParams]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const text = draft.trim();
    if (text.length < MIN_SEARCH_LENGTH) {
      setDraftTooShort(true);
      return;
    }
    setDraftTooShort(false);
    setSearchParams(new URLSearchParams({ q: text }));
  }

  let results: ReactNode = null;
  if (!valid) {
    results = <p role="status">{t('search.tooShort', { min: MIN_SEARCH_LENGTH })}</p>;
  } else if (loading || pastTheEnd) {
    results = (
      <>
        <p role="status">{t('common:loading')}</p>
        <ProductGridSkeleton />
      </>
    );
  } else if (error) {
    results = <ErrorState title={t('state.loadFailed')} error={error} namespace="shop" onRetry={refetch} />;
  } else if (data && data.data.length === 0) {
    results = (
      <EmptyState description={t('search.empty', { query })}>
        <Link to={localePath('products', lang)}>{t('search.allProducts')}</Link>
      </EmptyState>
    );
  } else if (data) {
    results = (
      <>
        <p role="status">{t('search.count', { count: data.meta.total })}</p>
        <ProductGrid products={data.data} label={t('search.resultsLabel', { query })} />
        <PageLinks current={data.meta.current_page} last={data.meta.last_page} onNavigated={scrollToPageTop} />
      </>
    );
  }

  return (
    <div className={styles.page}>
      <h1>{valid ? t('search.titleFor', { query }) : t('search.title')}</h1>
      <form role="search" className={searchStyles.form} onSubmit={submit}>
        <label htmlFor="search-page-input" className="visually-hidden">
          {t('search.label')}
        </label>
        {/* The browser's own field in the shared field frame: antd's Input would bring antd onto the page. */}
        <input
          id="search-page-input"
          type="search"
          className={classNames('shop-field', 'shop-field--large', searchStyles.input, draftTooShort && 'shop-field--invalid')}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder={t('search.placeholder')}
          aria-invalid={draftTooShort || undefined}
          aria-describedby={draftTooShort ? 'search-page-hint' : undefined}
          maxLength={200}
          disabled={!live}
        />
        <Button type="primary" size="large" htmlType="submit" icon={<SearchOutlined aria-hidden />}>
          {t('search.submit')}
        </Button>
      </form>
      {draftTooShort ? (
        <p id="search-page-hint" className={searchStyles.hint} role="alert">
          {t('search.tooShort', { min: MIN_SEARCH_LENGTH })}
        </p>
      ) : null}
      <div className={searchStyles.results}>{results}</div>
    </div>
  );
}
