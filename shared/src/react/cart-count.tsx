import { CART_COUNT_ATTRIBUTE } from '@shop/shared';
import { useCart } from './use-store.ts';

/**
 * The cart's count in brackets, when above zero (spec section 2), live from the cart bus. The server cannot know
 * it, so its HTML has the element empty; marked with CART_COUNT_ATTRIBUTE, it shows the count the browser
 * remembered from the first frame (the shell's early-cart-count.js and layouts.css) until this renders the live
 * one, so the cart link does not widen, and move its neighbours, once the page is taken over.
 */
export function CartCount({ className }: { className?: string }) {
  const { count } = useCart();
  return (
    <span className={className} {...{ [CART_COUNT_ATTRIBUTE]: '' }}>
      {count > 0 ? ` (${count})` : null}
    </span>
  );
}
