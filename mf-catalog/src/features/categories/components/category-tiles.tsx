import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Empty, Skeleton } from 'antd';
import { localePath, type MenuCategory } from '@shop/shared';
import { usePageLang } from '../../../lib/use-page-lang.ts';
import { useCategoryMenu } from '../../../api/get-category-menu.ts';

/** How many child names a tile lists before "and N more". */
const CHILDREN_SHOWN = 4;
const SKELETON_TILES = 6;
/** Size of the category thumbnails (120 by 120 at density 2); CSS shows them 4:3 across the tile. */
const IMAGE_WIDTH = 240;
const IMAGE_HEIGHT = 240;

function CategoryTile({ category }: { category: MenuCategory }) {
  const { t } = useTranslation('catalog');
  const lang = usePageLang();
  const shown = category.children.slice(0, CHILDREN_SHOWN);
  const more = category.children.length - shown.length;
  return (
    <li className="catalog-tile">
      <Link to={localePath('katalog-kategoria', lang, { slug: category.slug })} className="catalog-tile__link">
        <img
          className="catalog-tile__image"
          src={category.thumb_url}
          alt=""
          width={IMAGE_WIDTH}
          height={IMAGE_HEIGHT}
          loading="lazy"
          decoding="async"
        />
        <span className="catalog-tile__body">
          <h3 className="catalog-tile__name">{category.name}</h3>
          {shown.length > 0 && (
            <span className="catalog-tile__children">
              {shown.map((child) => child.name).join(' · ')}
              {more > 0 && ` · ${t('landing.more', { count: more })}`}
            </span>
          )}
        </span>
      </Link>
    </li>
  );
}

function TilesSkeleton() {
  const { t } = useTranslation('catalog');
  return (
    <div role="status" aria-live="polite" aria-busy="true">
      <span className="visually-hidden">{t('landing.loading')}</span>
      <ul className="catalog-tiles" aria-hidden="true">
        {Array.from({ length: SKELETON_TILES }, (_, i) => (
          <li key={i} className="catalog-tile catalog-tile--skeleton">
            <Skeleton.Node active className="catalog-tile__image-skeleton">
              <span />
            </Skeleton.Node>
            <span className="catalog-tile__body">
              <Skeleton active title={{ width: '60%' }} paragraph={{ rows: 1, width: '90%' }} />
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The catalogue categories as large image tiles, each leading to its catalogue category page. */
export function CategoryTiles() {
  const { t } = useTranslation('catalog');
  const menu = useCategoryMenu();

  if (menu.status === 'loading') return <TilesSkeleton />;
  if (menu.status === 'error') {
    return (
      <Alert
        type="error"
        showIcon
        title={t('landing.error')}
        description={menu.failure.message ?? t(`common:${menu.failure.messageKey}`)}
        action={<Button onClick={menu.retry}>{t('common:retry')}</Button>}
      />
    );
  }
  if (menu.data.length === 0) return <Empty description={t('landing.empty')} />;
  return (
    <ul className="catalog-tiles">
      {menu.data.map((category) => (
        <CategoryTile key={category.uuid} category={category} />
      ))}
    </ul>
  );
}
