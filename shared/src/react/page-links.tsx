import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router-dom';
import { PAGE_GAP, pageLinks, pageQuery } from '@shop/shared';
import { opensElsewhere } from './page-location.tsx';

export interface PageLinksProps {
  current: number;
  last: number;
  /** After a plain click has moved the list to another page (through the router, not a page load): where the page
   * takes the visitor then, such as the top of the list. */
  onNavigated: (page: number) => void;
}

/**
 * The pages of a list as links to the same address with `?page=N` (page 1 without it, its one canonical URL), so
 * they can be crawled and a middle click opens a page in a new tab: previous, the pages of `pageLinks` with gaps,
 * next; the current page marked with `aria-current`; its names in the shared `common` texts. Plain markup rather
 * than antd's Pagination, which brought rc-pagination and rc-select (~20 KB brotli) onto every page and was the most
 * expensive component of a category page's render. Its look is in `@shop/shared/react/page-links.css`, which each
 * frontend's app imports itself so the stylesheet is part of its own build (and of its server-rendered page).
 */
export function PageLinks({ current, last, onNavigated }: PageLinksProps) {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  if (last <= 1) return null;
  const hrefFor = (page: number) => {
    const query = pageQuery(params, page).toString();
    return query ? `${pathname}?${query}` : pathname;
  };
  const link = (page: number) => ({
    href: hrefFor(page),
    onClick: (event: MouseEvent) => {
      if (opensElsewhere(event)) return;
      event.preventDefault();
      setParams(pageQuery(params, page));
      onNavigated(page);
    },
  });
  return (
    <nav className="page-links" aria-label={t('pagination.label')}>
      <ul>
        <li>
          {current > 1 ? (
            <a {...link(current - 1)} rel="prev" aria-label={t('pagination.previous')} className="page-links__step">
              <span aria-hidden="true">‹</span>
            </a>
          ) : (
            <span className="page-links__step" aria-hidden="true">‹</span>
          )}
        </li>
        {pageLinks(current, last).map((page, i) =>
          page === PAGE_GAP ? (
            <li key={`gap-${i}`} className="page-links__gap" aria-hidden="true">…</li>
          ) : (
            <li key={page}>
              <a {...link(page)} aria-current={page === current ? 'page' : undefined}>
                {page}
              </a>
            </li>
          ),
        )}
        <li>
          {current < last ? (
            <a {...link(current + 1)} rel="next" aria-label={t('pagination.next')} className="page-links__step">
              <span aria-hidden="true">›</span>
            </a>
          ) : (
            <span className="page-links__step" aria-hidden="true">›</span>
          )}
        </li>
      </ul>
    </nav>
  );
}
