import { useTranslation } from 'react-i18next';
import { localePath, type MenuCategory } from '@shop/shared';
import { CategoryTile } from '../../../components/tiles.tsx';
import { Alert, Button, EmptyState, useLoaded, usePageLang } from '@shop/shared/react';

/** How many child names a tile lists before "and N more". */
const CHILDREN_SHOWN = 4;
/** Size of the category thumbnails (120 by 120 at density 2); CSS shows them 4:3 across the tile. */
const IMAGE_SIZE = 240;

function LandingTile({ category }: { category: MenuCategory }) {
  const { t } = useTranslation('catalog');
  const lang = usePageLang();
  const shown = category.children.slice(0, CHILDREN_SHOWN);
  const more = category.children.length - shown.length;
  const summary = shown.length > 0 ? `${shown.map((child) => child.name).join(' · ')}${more > 0 ? ` · ${t('landing.more', { count: more })}` : ''}` : undefined;
  return <CategoryTile to={localePath('katalog-kategoria', lang, { slug: category.slug })} name={category.name} thumbUrl={category.thumb_url} imageSize={IMAGE_SIZE} summary={summary} />;
}

/** The catalogue categories as large image tiles, each leading to its catalogue category page. */
export function CategoryTiles() {
  const { t } = useTranslation('catalog');
  // From the landing route's loader (app/routes.tsx).
  const menu = useLoaded<MenuCategory[]>('menu');
  if (menu.status === 'idle') return null;
  if (menu.status === 'error') {
    return (
      <Alert
        type="error"
        showIcon
        title={t('landing.error')}
        description={menu.error.message ?? t(`common:${menu.error.messageKey}`)}
        action={<Button onClick={menu.refetch}>{t('common:retry')}</Button>}
      />
    );
  }
  if (menu.data.length === 0) return <EmptyState description={t('landing.empty')} />;
  return (
    <ul className="catalog-tiles">
      {menu.data.map((category) => (
        <LandingTile key={category.uuid} category={category} />
      ))}
    </ul>
  );
}
