import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { SkeletonBlock, SkeletonPlaceholder } from '@shop/shared/react';

/**
 * One category as an image tile leading to its catalogue page: the landing's categories and a category's
 * subcategories. The image keeps its box while it loads (width and height given), so nothing shifts.
 */
export function CategoryTile({ to, name, thumbUrl, imageSize, summary }: { to: string; name: string; thumbUrl: string; imageSize: number; summary?: ReactNode }) {
  return (
    <li className="catalog-tile">
      <Link to={to} className="catalog-tile__link">
        <img className="catalog-tile__image" src={thumbUrl} alt="" width={imageSize} height={imageSize} loading="lazy" decoding="async" />
        {/* A div, not a span: a heading is flow content, which a span may not hold (the link around is transparent). */}
        <div className="catalog-tile__body">
          <h3 className="catalog-tile__name">{name}</h3>
          {summary ? <span className="catalog-tile__children">{summary}</span> : null}
        </div>
      </Link>
    </li>
  );
}

/**
 * A grid of tiles while it loads, announced to screen readers by `label`: tiles of the same size as the loaded
 * ones (`block` is their CSS block, catalog-tile or catalog-product), so nothing shifts when the data arrives.
 */
export function TileGridSkeleton({ label, block, listClass, count, lines }: { label: string; block: 'catalog-tile' | 'catalog-product'; listClass: string; count: number; lines: { title: string; text: string } }) {
  return (
    <div role="status" aria-live="polite" aria-busy="true">
      <span className="visually-hidden">{label}</span>
      <ul className={listClass} aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <li key={i} className={`${block} ${block}--skeleton`}>
            <SkeletonBlock active className={`${block}__image-skeleton`} />
            <span className={`${block}__body`}>
              <SkeletonPlaceholder active title={{ width: lines.title }} paragraph={{ rows: 1, width: lines.text }} />
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
