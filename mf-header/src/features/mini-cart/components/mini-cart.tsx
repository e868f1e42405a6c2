import { ShoppingCartOutlined } from '@ant-design/icons';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { afterLoadWhenIdle, cartStore, loadCart, localePath } from '@shop/shared';
import { CartCount, ClientLink, useApiLanguage } from '@shop/shared/react';
import './mini-cart.css';

/**
 * The remembered cart is checked once per page load, after the page is idle: a cart deleted or expired on the server
 * resets the count to 0 on every page (spec section 8), not only once the cart page is visited. Any failed check
 * shows 0 too, as the spec says of a failed cart fetch; only a cart the server does not know is forgotten.
 */
let checked = false;
function useCheckRememberedCart() {
  useEffect(() => {
    if (checked || !cartStore.value.cartId || cartStore.value.cart) return;
    checked = true;
    afterLoadWhenIdle(() => {
      if (!cartStore.value.cart) loadCart().catch(() => undefined);
    });
  }, []);
}

/** Mini cart: links to the cart; the count (live from the cart bus) shows in brackets when above zero. */
export function MiniCart() {
  const { t } = useTranslation('header');
  const lang = useApiLanguage();
  useCheckRememberedCart();
  return (
    <ClientLink to={localePath('cart', lang)} className="mini-cart">
      <ShoppingCartOutlined aria-hidden className="mini-cart__icon" />
      <span>
        <span className="mini-cart__label">{t('cart')}</span>
        <CartCount className="mini-cart__count" />
      </span>
    </ClientLink>
  );
}
