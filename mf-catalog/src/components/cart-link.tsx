import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ShoppingCartOutlined } from '@ant-design/icons';
import { localePath } from '@shop/shared';
import { CartCount, usePageLang } from '@shop/shared/react';

/** The shop's cart from the catalogue: the count (live from the cart bus) shows in brackets when above zero. */
export function CartLink() {
  const { t } = useTranslation('catalog');
  const lang = usePageLang();
  return (
    <Link to={localePath('cart', lang)} className="catalog-header__cart">
      <ShoppingCartOutlined aria-hidden />
      <span>
        {t('header.cart')}
        <CartCount className="catalog-header__cart-count" />
      </span>
    </Link>
  );
}
