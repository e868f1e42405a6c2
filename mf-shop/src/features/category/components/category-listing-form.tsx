import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import {
  CATEGORY_SORTS,
  MAX_PRICE_FILTER,
  MAX_SIZE_MM,
  listingFilters,
  listingFromParams,
  listingParams,
  listingQuery,
  unfiltered,
  wholeNumber,
  type CategoryListing,
  type CategorySort,
} from '@shop/shared';
import type { CategoryFilters } from '@shop/shared/contracts';
import { Button, classNames, useHydrated, useModalDialog } from '@shop/shared/react';
import { CloseOutlined, FilterOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import styles from './category-listing-form.module.css';

/**
 * Sorting and filters of a category's products (issue 32), kept in the URL so a filtered list can be shared and is
 * rendered by the server. A GET form of the browser's own controls: without JavaScript it submits to the same
 * address; with it, the sort and a finish apply as they change, the price and size ranges when they are submitted.
 *
 * On a phone (below the md breakpoint, 768 px) the form is behind a "Filters" button so that the products are on
 * the first screen (issue 47). CSS alone chooses between the two, so the server's first frame is already right: the
 * button is a link to the form (shown in place by :target without JavaScript), and once the page is live a button
 * that opens the same form as a drawer, a modal dialog (decision 0115).
 */
/** The typed limits of the form: the listing's field, the URL parameter (the input's name) and the largest value. */
const LIMITS = [
  { field: 'priceMin', name: 'price_min', max: MAX_PRICE_FILTER },
  { field: 'priceMax', name: 'price_max', max: MAX_PRICE_FILTER },
  { field: 'widthMin', name: 'width_min', max: MAX_SIZE_MM },
  { field: 'widthMax', name: 'width_max', max: MAX_SIZE_MM },
  { field: 'heightMin', name: 'height_min', max: MAX_SIZE_MM },
  { field: 'heightMax', name: 'height_max', max: MAX_SIZE_MM },
] as const;
type LimitField = (typeof LIMITS)[number]['field'];
type Typed = Record<LimitField, string>;

const typedOf = (listing: CategoryListing): Typed =>
  Object.fromEntries(LIMITS.map(({ field }) => [field, listing[field]?.toString() ?? ''])) as Typed;

/** The filters in use, as the "Filters" button counts them: each finish, and each range with a limit. */
const activeFilters = (listing: CategoryListing): number =>
  listing.finish.length +
  [
    [listing.priceMin, listing.priceMax],
    [listing.widthMin, listing.widthMax],
    [listing.heightMin, listing.heightMax],
  ].filter(([min, max]) => min !== null || max !== null).length;

/** The element the "Filters" link leads to without JavaScript (one listing form on a page). */
const PANEL_ID = 'category-filters';
/** Wider than this the filters are inline (the md breakpoint of shared/src/theme.ts, as the header's). */
const DRAWER_MEDIA = '(max-width: 767px)';

/**
 * `heading` is the list's heading, which the "Filters" button sits beside on a phone; `total` the number of products
 * the list shows, which the drawer's button names.
 */
export function CategoryListingForm({ filters, total, heading }: { filters: CategoryFilters; total: number; heading: ReactNode }) {
  const { t } = useTranslation('shop');
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const urlListing = listingFromParams(params);
  const urlKey = JSON.stringify(listingParams(urlListing));
  // A choice shows at once, while the shell's navigation to its address (and its data) is under way.
  const [pending, setPending] = useState<{ from: string; listing: CategoryListing } | null>(null);
  const listing = pending && pending.from === urlKey ? pending.listing : urlListing;
  const id = useId();
  // The price and size fields as typed; the list follows them when the form is submitted.
  const [typed, setTyped] = useState(() => typedOf(listing));
  const [shownListing, setShownListing] = useState(urlListing);
  if (LIMITS.some(({ field }) => shownListing[field] !== urlListing[field])) {
    // The address changed otherwise (Back, a shared link, "Clear filters"): the fields show it.
    setShownListing(urlListing);
    setTyped(typedOf(urlListing));
  }

  const live = useHydrated();
  const [drawer, setDrawer] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const closeDrawer = () => setDrawer(false);
  useModalDialog(panel, { open: drawer, onClose: closeDrawer, returnFocusTo: opener });
  useEffect(() => {
    // A phone turned, or a window widened, past the breakpoint: the filters are inline there, not a dialog.
    if (!drawer) return undefined;
    const narrow = window.matchMedia(DRAWER_MEDIA);
    const onChange = () => {
      if (!narrow.matches) setDrawer(false);
    };
    narrow.addEventListener('change', onChange);
    return () => narrow.removeEventListener('change', onChange);
  }, [drawer]);
  const active = activeFilters(listing);
  const toggleContent = (
    <>
      <FilterOutlined aria-hidden />
      <span>{t('category.listing.filters')}</span>
      {active > 0 ? (
        <span className={styles.badge}>
          <span aria-hidden="true">{active}</span>
          <span className="visually-hidden">{` (${t('category.listing.activeFilters', { count: active })})`}</span>
        </span>
      ) : null}
    </>
  );

  const apply = (next: CategoryListing) => {
    setPending({ from: urlKey, listing: next });
    setParams(listingQuery(params, next));
  };
  const toggleFinish = (key: string, on: boolean) =>
    apply({ ...listing, finish: on ? [...listing.finish, key] : listing.finish.filter((finish) => finish !== key) });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply({ ...listing, ...Object.fromEntries(LIMITS.map(({ field, max }) => [field, wholeNumber(typed[field], max)])) });
    setDrawer(false);
  };
  /** A number field of one limit, named as the URL parameter so that the form works without JavaScript. */
  const limitInput = (field: LimitField, label: string, placeholder: number | null) => {
    const { name, max } = LIMITS.find((limit) => limit.field === field)!;
    return (
      <label>
        <span>{label}</span>
        <input
          type="number"
          name={name}
          inputMode="numeric"
          min={0}
          max={max}
          step={1}
          placeholder={placeholder === null ? undefined : String(placeholder)}
          value={typed[field]}
          onChange={(event) => setTyped((current) => ({ ...current, [field]: event.target.value }))}
        />
      </label>
    );
  };
  const sized = filters.width.min !== null || filters.height.min !== null;

  return (
    <>
      <div className={styles.head}>
        {heading}
        {live ? (
          <button ref={opener} type="button" className={styles.toggle} aria-haspopup="dialog" aria-expanded={drawer} aria-controls={PANEL_ID} onClick={() => setDrawer(true)}>
            {toggleContent}
          </button>
        ) : (
          // Before the page is live (and without JavaScript) a link to the form, which CSS then shows in place.
          <a className={styles.toggle} href={`#${PANEL_ID}`}>
            {toggleContent}
          </a>
        )}
      </div>
      {drawer ? <div className={styles.backdrop} onClick={closeDrawer} aria-hidden="true" /> : null}
      <div
        ref={panel}
        id={PANEL_ID}
        className={classNames(styles.panel, drawer && styles.open)}
        role={drawer ? 'dialog' : undefined}
        aria-modal={drawer || undefined}
        aria-labelledby={drawer ? `${id}-drawer` : undefined}
        tabIndex={drawer ? -1 : undefined}
      >
        {drawer ? (
          <div className={styles.drawerHead}>
            <h2 id={`${id}-drawer`}>{t('category.listing.filters')}</h2>
            <button type="button" className={styles.close} onClick={closeDrawer} aria-label={t('category.listing.close')}>
              <CloseOutlined aria-hidden />
            </button>
          </div>
        ) : null}
        <form className={styles.form} method="get" action={pathname} onSubmit={onSubmit} aria-label={t('category.listing.label')}>
          <div className={styles.field}>
            <label htmlFor={`${id}-sort`}>{t('category.listing.sort')}</label>
            <select id={`${id}-sort`} name="sort" value={listing.sort} onChange={(event) => apply({ ...listing, sort: event.target.value as CategorySort })}>
              {CATEGORY_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {t(`category.listing.sorts.${sort}`)}
                </option>
              ))}
            </select>
          </div>
          {filters.finishes.length > 0 ? (
            <fieldset className={styles.group}>
              <legend>{t('category.listing.finish')}</legend>
              <ul>
                {filters.finishes.map((finish) => (
                  <li key={finish.key}>
                    <label>
                      <input type="checkbox" name="finish" value={finish.key} checked={listing.finish.includes(finish.key)} onChange={(event) => toggleFinish(finish.key, event.target.checked)} />
                      <span>{t('category.listing.finishOption', { name: finish.name, count: finish.count })}</span>
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
          ) : null}
          <fieldset className={styles.group}>
            <legend>{t('category.listing.price')}</legend>
            <div className={styles.range}>
              {limitInput('priceMin', t('category.listing.priceMin'), filters.price.min)}
              {limitInput('priceMax', t('category.listing.priceMax'), filters.price.max)}
            </div>
          </fieldset>
          {sized ? (
            // The sizes the category's products have, in millimetres (the unit is in the legend, as the price's currency).
            <fieldset className={styles.group}>
              <legend>{t('category.listing.size')}</legend>
              <div className={styles.range}>
                {filters.width.min !== null ? (
                  <>
                    {limitInput('widthMin', t('category.listing.widthMin'), filters.width.min)}
                    {limitInput('widthMax', t('category.listing.widthMax'), filters.width.max)}
                  </>
                ) : null}
                {filters.height.min !== null ? (
                  <>
                    {limitInput('heightMin', t('category.listing.heightMin'), filters.height.min)}
                    {limitInput('heightMax', t('category.listing.heightMax'), filters.height.max)}
                  </>
                ) : null}
              </div>
            </fieldset>
          ) : null}
          <div className={styles.actions}>
            {drawer ? (
              // In the drawer the sort and a finish have already changed the list behind it: this shows it.
              <Button htmlType="submit" type="primary" block>
                {t('category.listing.showProducts', { count: total })}
              </Button>
            ) : (
              <Button htmlType="submit">{t('category.listing.apply')}</Button>
            )}
            {listingFilters(listing) ? (
              <Link
                className={styles.clear}
                to={{ pathname, search: listingQuery(params, unfiltered(listing)).toString() }}
                // The link goes once the filters have: in the drawer focus stays in it, on the dialog itself.
                onClick={() => (drawer ? panel.current?.focus() : undefined)}
              >
                {t('category.listing.clear')}
              </Link>
            ) : null}
          </div>
        </form>
      </div>
    </>
  );
}
