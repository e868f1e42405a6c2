import { useId, useState, type FormEvent } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { CATEGORY_SORTS, listingFromParams, listingParams, listingQuery, type CategoryListing, type CategorySort } from '@shop/shared';
import type { CategoryFilters } from '@shop/shared/contracts';
import { Button } from '@shop/shared/react';
import { useTranslation } from 'react-i18next';
import styles from './category-listing-form.module.css';

/**
 * Sorting and filters of a category's products (issue 32), kept in the URL so a filtered list can be shared and is
 * rendered by the server. A GET form of the browser's own controls: without JavaScript it submits to the same
 * address; with it, the sort and a finish apply as they change, a price range when it is submitted.
 */
export function CategoryListingForm({ filters }: { filters: CategoryFilters }) {
  const { t } = useTranslation('shop');
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const urlListing = listingFromParams(params);
  const urlKey = JSON.stringify(listingParams(urlListing));
  // A choice shows at once, while the shell's navigation to its address (and its data) is under way.
  const [pending, setPending] = useState<{ from: string; listing: CategoryListing } | null>(null);
  const listing = pending && pending.from === urlKey ? pending.listing : urlListing;
  const id = useId();
  // The price fields as typed; the list follows them when the form is submitted.
  const [priceMin, setPriceMin] = useState(listing.priceMin?.toString() ?? '');
  const [priceMax, setPriceMax] = useState(listing.priceMax?.toString() ?? '');
  const [shownListing, setShownListing] = useState(urlListing);
  if (shownListing.priceMin !== urlListing.priceMin || shownListing.priceMax !== urlListing.priceMax) {
    // The address changed otherwise (Back, a shared link, "Clear filters"): the fields show it.
    setShownListing(urlListing);
    setPriceMin(urlListing.priceMin?.toString() ?? '');
    setPriceMax(urlListing.priceMax?.toString() ?? '');
  }

  const apply = (next: CategoryListing) => {
    setPending({ from: urlKey, listing: next });
    setParams(listingQuery(params, next));
  };
  const toggleFinish = (key: string, on: boolean) =>
    apply({ ...listing, finish: on ? [...listing.finish, key] : listing.finish.filter((finish) => finish !== key) });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const euros = (value: string) => (/^\d{1,8}$/.test(value.trim()) ? Number(value.trim()) : null);
    apply({ ...listing, priceMin: euros(priceMin), priceMax: euros(priceMax) });
  };
  const filtered = listing.finish.length > 0 || listing.priceMin !== null || listing.priceMax !== null;

  return (
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
          <label>
            <span>{t('category.listing.priceMin')}</span>
            <input type="number" name="price_min" inputMode="numeric" min={0} step={1} placeholder={String(filters.price.min)} value={priceMin} onChange={(event) => setPriceMin(event.target.value)} />
          </label>
          <label>
            <span>{t('category.listing.priceMax')}</span>
            <input type="number" name="price_max" inputMode="numeric" min={0} step={1} placeholder={String(filters.price.max)} value={priceMax} onChange={(event) => setPriceMax(event.target.value)} />
          </label>
          <Button htmlType="submit">{t('category.listing.apply')}</Button>
        </div>
      </fieldset>
      {filtered ? (
        <Link className={styles.clear} to={{ pathname, search: listingQuery(params, { ...listing, finish: [], priceMin: null, priceMax: null }).toString() }}>
          {t('category.listing.clear')}
        </Link>
      ) : null}
    </form>
  );
}
