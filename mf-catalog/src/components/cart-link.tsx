import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ShoppingCartOutlined } from '@ant-design/icons';
import { localePath } from '@shop/shared';
import { useCart } from '@shop/shared/react';
import { usePageLang } from '../lib/use-page-lang.ts';

/** The shop's cart from the catalogue: the count (live from the cart bus) shows in brackets when above zero. */
export function CartLink() {
  const { t } = useTranslation('catalog');
  const lang = usePageLang();
  const { count } = useCart();
  return (
    <Link to={localePath('cart', lang)} className="catalog-header__cart">
      <ShoppingCartOutlined aria-hidden />
      <span>
        {t('header.cart')}
        {count > 0 ? <span className="catalog-header__cart-count"> ({count})</span> : null}
      </span>
    </Link>
  );
}
