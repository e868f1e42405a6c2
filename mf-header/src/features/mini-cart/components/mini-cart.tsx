import { ShoppingCartOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { localePath } from '@shop/shared';
import { CartCount, useLang } from '@shop/shared/react';
import './mini-cart.css';

/** Mini cart: links to the cart; the count (live from the cart bus) shows in brackets when above zero. */
export function MiniCart() {
  const { t } = useTranslation('header');
  const lang = useLang();
  return (
    <Link to={localePath('cart', lang)} className="mini-cart">
      <ShoppingCartOutlined aria-hidden className="mini-cart__icon" />
      <span>
        <span className="mini-cart__label">{t('cart')}</span>
        <CartCount className="mini-cart__count" />
      </span>
    </Link>
  );
}
