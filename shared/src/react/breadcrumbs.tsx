import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

export interface BreadcrumbsProps {
  className?: string;
  /** The pages above this one, from the top: each a link. */
  trail: readonly { key: string; to: string; name: string }[];
  /** This page: the last entry, not a link, marked as the current page. */
  current: string;
}

/**
 * A trail of the pages above this one as an ordered list of links (WAI-ARIA's breadcrumb pattern), named by the
 * shared `common` texts, each frontend with its own look through `className`. Plain markup: antd's Breadcrumb
 * brought its dropdown menus (rc-menu) onto every page for items a trail here never has.
 */
export function Breadcrumbs({ className, trail, current }: BreadcrumbsProps) {
  const { t } = useTranslation('common');
  return (
    <nav aria-label={t('breadcrumbs')} className={className}>
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
