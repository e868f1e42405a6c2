import { Link } from 'react-router-dom';

export interface BreadcrumbsProps {
  /** The navigation's name in the page's language ("Breadcrumb"). */
  label: string;
  className?: string;
  /** The pages above this one, from the top: each a link. */
  trail: readonly { key: string; to: string; name: string }[];
  /** This page: the last entry, not a link, marked as the current page. */
  current: string;
}

/**
 * A trail of the pages above this one as an ordered list of links (WAI-ARIA's breadcrumb pattern), each frontend
 * with its own look through `className`. Plain markup: antd's Breadcrumb brought its dropdown menus (rc-menu) onto
 * every page for items a trail here never has.
 */
export function Breadcrumbs({ label, className, trail, current }: BreadcrumbsProps) {
  return (
    <nav aria-label={label} className={className}>
      <ol>
        {trail.map((page) => (
          <li key={page.key}>
            <Link to={page.to}>{page.name}</Link>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
