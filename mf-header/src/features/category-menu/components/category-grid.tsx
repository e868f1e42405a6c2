import { useTranslation } from 'react-i18next';
import { localePath } from '@shop/shared';
import { Button, ClientLink, EmptyState, SkeletonBlock, SkeletonPlaceholder, StatusPanel, useApiLanguage } from '@shop/shared/react';
import type { CategoryMenuState } from '../api/get-category-menu.ts';
import './category-grid.css';

interface CategoryGridProps {
  menu: CategoryMenuState;
  /** Called when a link is chosen: the menu closes, the router navigates (client-side). */
  onNavigate: () => void;
}

/** Every top category with its 120 by 120 thumbnail and its child categories (spec sections 2 and 9). */
export function CategoryGrid({ menu, onNavigate }: CategoryGridProps) {
  const { t } = useTranslation('header');
  const lang = useApiLanguage();

  if (menu.status === 'loading') {
    return (
      <div className="category-grid" aria-busy="true">
        <p role="status" className="visually-hidden">
          {t('megaMenu.loading')}
        </p>
        {Array.from({ length: 6 }, (_, i) => (
          <div key={i} className="category-grid__item">
            <SkeletonBlock active style={{ width: 120, height: 120 }} />
            <SkeletonPlaceholder active title paragraph={{ rows: 2 }} />
          </div>
        ))}
      </div>
    );
  }
  if (menu.status === 'failed') {
    return (
      <StatusPanel
        status="warning"
        title={t('megaMenu.failed')}
        extra={
          <Button type="primary" onClick={menu.retry}>
            {t('megaMenu.retry')}
          </Button>
        }
      />
    );
  }
  if (menu.categories.length === 0) return <EmptyState description={t('megaMenu.empty')} />;

  return (
    <ul className="category-grid">
      {menu.categories.map((category) => {
        const headingId = `category-menu-${category.uuid}`;
        return (
          <li key={category.uuid} className="category-grid__item">
            <ClientLink to={localePath('category', lang, { slug: category.slug })} onClick={onNavigate} className="category-grid__thumb" tabIndex={-1} aria-hidden="true">
              <img src={category.thumb_url} alt="" width={120} height={120} decoding="async" />
            </ClientLink>
            <div className="category-grid__body">
              <h3 id={headingId} className="category-grid__title">
                <ClientLink to={localePath('category', lang, { slug: category.slug })} onClick={onNavigate}>
                  {category.name}
                </ClientLink>
              </h3>
              {category.children.length > 0 ? (
                <ul className="category-grid__children" aria-labelledby={headingId}>
                  {category.children.map((child) => (
                    <li key={child.uuid}>
                      <ClientLink to={localePath('category', lang, { slug: child.slug })} onClick={onNavigate}>
                        {child.name}
                      </ClientLink>
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
