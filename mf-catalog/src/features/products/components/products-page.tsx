import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { FilterOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { MIN_SEARCH_LENGTH, type MenuCategory, type ProductList } from '@shop/shared';
import { ProductTiles } from '../../../components/product-tiles.tsx';
import { withParams } from '../../../lib/list-params.ts';
import { Alert, Button, classNames, EmptyState, ErrorState, PageLinks, useDocumentTitle, useHydrated, useLoaded } from '@shop/shared/react';
import { scrollToHeading } from '../../../lib/scroll-to-heading.ts';

/** /{lang}/katalog/produkty?category=&q=&page=: every catalogue product, filtered by category and text (all in the URL). */
export function ProductsPage() {
  const { t } = useTranslation('catalog');
  const [params, setParams] = useSearchParams();
  const category = (params.get('category') ?? '').trim();
  const text = (params.get('q') ?? '').trim();
  const textApplies = text.length >= MIN_SEARCH_LENGTH;
  // From the route's loader (app/routes.tsx), which reads the same filter from the URL.
  const list = useLoaded<ProductList>('list');
  useDocumentTitle(t('products.title'));

  // The field shows the URL's text, also after back and forward (adjusted while rendering, not in an effect).
  const [draft, setDraft] = useState(text);
  const [draftTooShort, setDraftTooShort] = useState(false);
  const [draftOf, setDraftOf] = useState(text);
  if (draftOf !== text) {
    setDraftOf(text);
    setDraft(text);
    setDraftTooShort(false);
  }

  // A category found under another language's slug: the URL takes this language's slug.
  const foundSlug = list.data?.category?.slug;
  useEffect(() => {
    if (foundSlug && foundSlug !== category) setParams((current) => withParams(current, { category: foundSlug }), { replace: true });
  }, [foundSlug, category, setParams]);

  const update = (changes: Record<string, string | number | null>) => setParams(withParams(params, { page: null, ...changes }));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = draft.trim();
    if (value.length > 0 && value.length < MIN_SEARCH_LENGTH) {
      setDraftTooShort(true);
      return;
    }
    setDraftTooShort(false);
    update({ q: value });
  }

  const unknownCategory = list.status === 'error' && list.error.status === 404 && category !== '';
  return (
    <>
      <h1>{t('products.title')}</h1>
      <p className="catalog-intro">{t('products.intro')}</p>
      <ProductFilters
        category={category}
        draft={draft}
        tooShort={draftTooShort || (text !== '' && !textApplies)}
        onDraftChange={(value) => {
          setDraft(value);
          setDraftTooShort(false);
        }}
        onCategoryChange={(slug) => update({ category: slug })}
        onSubmit={submit}
        onClear={category || text ? () => setParams(new URLSearchParams()) : null}
      />
      <section aria-labelledby="catalog-results-heading" className="catalog-section">
        {list.status === 'success' && (
          <h2 id="catalog-results-heading" aria-live="polite">
            {t('products.count', { count: list.data.meta.total })}
          </h2>
        )}
        {list.status !== 'success' && (
          <h2 id="catalog-results-heading" className="visually-hidden">
            {t('products.results')}
          </h2>
        )}
        {unknownCategory && (
          <Alert
            type="warning"
            showIcon
            title={t('products.unknownCategory', { slug: category })}
            action={<Button onClick={() => update({ category: null })}>{t('products.allCategories')}</Button>}
          />
        )}
        {list.status === 'error' && !unknownCategory && <ErrorState title={t('products.error')} error={list.error} namespace="catalog" className="catalog-error" onRetry={list.refetch} />}
        {list.status === 'success' &&
          (list.data.data.length === 0 ? (
            <EmptyState description={list.data.meta.total === 0 ? t('products.empty') : t('products.pageEmpty')}>
              {list.data.meta.total > 0 ? (
                <Button onClick={() => update({})}>{t('products.firstPage')}</Button>
              ) : (
                (category || text) && <Button onClick={() => setParams(new URLSearchParams())}>{t('products.clear')}</Button>
              )}
            </EmptyState>
          ) : (
            <ProductTiles products={list.data.data} label={t('products.results')} />
          ))}
        {list.status === 'success' && (
          <PageLinks current={list.data.meta.current_page} last={list.data.meta.last_page} onNavigated={scrollToHeading} />
        )}
      </section>
    </>
  );
}

interface FiltersProps {
  category: string;
  draft: string;
  tooShort: boolean;
  onDraftChange: (value: string) => void;
  onCategoryChange: (slug: string | null) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onClear: (() => void) | null;
}

/** The filter form: a category (applies at once) and a text (applies on submit). */
function ProductFilters({ category, draft, tooShort, onDraftChange, onCategoryChange, onSubmit, onClear }: FiltersProps) {
  const { t } = useTranslation('catalog');
  const menu = useLoaded<MenuCategory[]>('menu');
  const categoryId = useId();
  const textId = useId();
  // The fields wait for the page to be live: text typed into the server's HTML would not reach the filter.
  const live = useHydrated();
  const options = useMemo(
    () =>
      (menu.data ?? []).flatMap((top) => [
        { value: top.slug, label: top.name },
        ...top.children.map((child) => ({ value: child.slug, label: `${top.name} › ${child.name}` })),
      ]),
    [menu.data],
  );
  return (
    <form role="search" aria-label={t('products.filters')} className="catalog-filters" onSubmit={onSubmit} noValidate>
      <div className="catalog-filters__field">
        <label htmlFor={categoryId}>{t('products.category')}</label>
        {/* The browser's own select: keyboard, type-ahead and a phone's native picker, without antd's Select
            (rc-select, ~20 KB brotli on every page of the site for this one field). */}
        <select
          id={categoryId}
          className="shop-field catalog-filters__select"
          disabled={!live}
          value={category}
          onChange={(event) => onCategoryChange(event.target.value || null)}
          aria-describedby={menu.status === 'error' ? `${categoryId}-error` : undefined}
        >
          <option value="">{t('products.allCategories')}</option>
          {/* The category of the URL keeps its place when the menu cannot name it (the menu failed or does not know
              it): it is shown by its address name. */}
          {category && !options.some((option) => option.value === category) && (
            <option value={category}>{category}</option>
          )}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        {menu.status === 'error' && (
          <p id={`${categoryId}-error`} className="catalog-field-error">
            {t('products.menuError')}
          </p>
        )}
      </div>
      <div className="catalog-filters__field">
        <label htmlFor={textId}>{t('products.text')}</label>
        <input
          id={textId}
          className={classNames('shop-field', 'catalog-filters__text', tooShort && 'shop-field--invalid')}
          disabled={!live}
          type="search"
          value={draft}
          maxLength={200}
          placeholder={t('products.textPlaceholder')}
          onChange={(event) => onDraftChange(event.target.value)}
          aria-invalid={tooShort}
          aria-describedby={tooShort ? `${textId}-error` : undefined}
        />
        {tooShort && (
          <p id={`${textId}-error`} className="catalog-field-error">
            {t('products.textTooShort', { count: MIN_SEARCH_LENGTH })}
          </p>
        )}
      </div>
      <div className="catalog-filters__actions">
        <Button type="primary" htmlType="submit" icon={<FilterOutlined aria-hidden />}>
          {t('products.apply')}
        </Button>
        {onClear && <Button onClick={onClear}>{t('products.clear')}</Button>}
      </div>
    </form>
  );
}
