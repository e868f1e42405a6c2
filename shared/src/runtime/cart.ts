import { Subject } from 'rxjs';
import type { Cart, CartContact, CartRef, OrderReceipt, SendCartBody } from '../contracts/index.ts';
import { api, isAxiosError } from './api-client.ts';
import { Store } from './store.ts';
import { claimSingleton } from './singleton-guard.ts';

export interface CartState {
  /** The cart's uuid once the first product was added (spec: cartId); null means no cart. */
  cartId: string | null;
  count: number;
  /** The last cart the server sent; null until loaded, and after a failed load. */
  cart: Cart | null;
  loading: boolean;
}

export type CartEvent =
  | { type: 'added'; productUuid: string; name?: string; count: number }
  | { type: 'sent'; receipt: OrderReceipt };

/** Where the browser remembers the cart's id and count (shell/public/early-cart-count.js reads it too). */
const STORAGE_KEY = 'shop.cart';

/**
 * The count the browser remembered, as a CSS string on <html>, set before the first frame by
 * shell/public/early-cart-count.js: elements marked with CART_COUNT_ATTRIBUTE show it (shell's layouts.css) until
 * their remote renders the live count. It goes once the count changes, so an emptied cart shows no old count.
 */
export const EARLY_CART_COUNT_PROPERTY = '--shop-cart-count';
/** Marks the element that shows the cart's count in brackets (shared/src/react/cart-count.tsx). */
export const CART_COUNT_ATTRIBUTE = 'data-cart-count';

function readPersisted(): Pick<CartState, 'cartId' | 'count'> {
  try {
    const raw = typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEY);
    const parsed = raw ? (JSON.parse(raw) as { cartId?: unknown; count?: unknown }) : {};
    return {
      cartId: typeof parsed.cartId === 'string' ? parsed.cartId : null,
      count: typeof parsed.count === 'number' ? parsed.count : 0,
    };
  } catch {
    return { cartId: null, count: 0 };
  }
}

/** The cart bus: one store shared by every remote, so the mini cart and the cart page agree at once. */
export const cartStore = new Store<CartState>({ ...readPersisted(), cart: null, loading: false }, { cartId: null, count: 0, cart: null, loading: false });
claimSingleton('cart-bus');
export const cartEvents$ = new Subject<CartEvent>();

let lastCount = cartStore.value.count;
cartStore.state$.subscribe(({ cartId, count }) => {
  if (count !== lastCount) {
    lastCount = count;
    if (typeof document !== 'undefined') document.documentElement.style.removeProperty(EARLY_CART_COUNT_PROPERTY);
  }
  if (typeof localStorage === 'undefined') return;
  if (cartId) localStorage.setItem(STORAGE_KEY, JSON.stringify({ cartId, count }));
  else localStorage.removeItem(STORAGE_KEY);
});

// Another tab changed the cart: take its id and count, and drop our copy of the cart so it is reloaded.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== STORAGE_KEY) return;
    const persisted = readPersisted();
    const { cartId, count } = cartStore.value;
    if (persisted.cartId !== cartId || persisted.count !== count) cartStore.patch({ ...persisted, cart: null });
  });
}

/**
 * Counts the changes this tab made to the cart. A cart load that started before a change may answer with the cart as
 * it was before it (the header checks the remembered cart while the shopper presses "Add to cart"): such an answer
 * is not taken, the cart is loaded again.
 */
let changes = 0;

function replaceCart(cart: Cart): Cart {
  cartStore.patch({ cartId: cart.uuid, count: cart.count, cart, loading: false });
  return cart;
}

function isNotFound(error: unknown): boolean {
  return isAxiosError(error) && error.response?.status === 404;
}

export async function loadCart(): Promise<Cart | null> {
  const { cartId } = cartStore.value;
  if (!cartId) {
    cartStore.patch({ cart: null, count: 0, loading: false });
    return null;
  }
  cartStore.patch({ loading: true });
  const changesBefore = changes;
  const overtaken = () => changes !== changesBefore && cartStore.value.cartId === cartId;
  try {
    const { data } = await api.get<{ data: Cart }>(`/api/cart/${encodeURIComponent(cartId)}`);
    if (overtaken()) return loadCart();
    // The cart was sent or replaced while this answer was on its way: it must not bring the old cart back.
    if (cartStore.value.cartId !== cartId) {
      cartStore.patch({ loading: false });
      return cartStore.value.cart;
    }
    // Sent meanwhile (e.g. in another tab): as after sending here, there is no cart any more (spec section 4).
    if (data.data.status === 'sent') {
      cartStore.set({ cartId: null, count: 0, cart: null, loading: false });
      return null;
    }
    return replaceCart(data.data);
  } catch (error) {
    // A failed answer from before a change says nothing of the cart now.
    if (overtaken()) return loadCart();
    if (cartStore.value.cartId !== cartId) {
      cartStore.patch({ loading: false });
      throw error;
    }
    // Spec section 8: a failed cart fetch resets the cart to empty with count 0. The id is forgotten only when
    // the server says the cart does not exist, so a passing network failure cannot lose a shopper's cart.
    if (isNotFound(error)) {
      // Deleted or expired: the shopper simply has no cart (empty, not an error to show).
      cartStore.set({ cartId: null, count: 0, cart: null, loading: false });
      return null;
    }
    cartStore.patch({ cart: null, count: 0, loading: false });
    throw error;
  }
}

export async function addToCart(productUuid: string, options: { quantity?: number; name?: string } = {}): Promise<CartRef> {
  changes++;
  const { cartId, cart } = cartStore.value;
  const body = { product_uuid: productUuid, quantity: options.quantity ?? 1, ...(cartId ? { cart_uuid: cartId } : {}) };
  let answer: CartRef;
  try {
    answer = (await api.post<{ data: CartRef }>('/api/cart/add', body)).data.data;
  } catch (error) {
    // The stored cart is gone (e.g. already sent): start a new one rather than failing the shopper's add.
    if (!cartId || !isNotFound(error) && !(isAxiosError(error) && error.response?.status === 409)) throw error;
    const retry = { product_uuid: productUuid, quantity: options.quantity ?? 1 };
    answer = (await api.post<{ data: CartRef }>('/api/cart/add', retry)).data.data;
  }
  cartStore.patch({ cartId: answer.uuid, count: answer.count, cart: cart && cart.uuid === answer.uuid ? cart : null });
  cartEvents$.next({ type: 'added', productUuid, count: answer.count, ...(options.name ? { name: options.name } : {}) });
  if (cart) await loadCart().catch(() => undefined);
  return answer;
}

function requireCartId(): string {
  const { cartId } = cartStore.value;
  if (!cartId) throw new Error('There is no cart yet.');
  return encodeURIComponent(cartId);
}

export async function removeFromCart(productUuid: string): Promise<Cart> {
  changes++;
  const { data } = await api.delete<{ data: Cart }>(`/api/cart/${requireCartId()}/${encodeURIComponent(productUuid)}`);
  return replaceCart(data.data);
}

export async function setCartQuantity(productUuid: string, quantity: number): Promise<Cart> {
  changes++;
  const { data } = await api.put<{ data: Cart }>(`/api/cart/${requireCartId()}/${encodeURIComponent(productUuid)}/quantity`, { quantity });
  return replaceCart(data.data);
}

export async function updateCartContact(contact: CartContact): Promise<CartRef> {
  changes++;
  const { data } = await api.put<{ data: CartRef }>(`/api/cart/${requireCartId()}/update`, { contact });
  cartStore.patch({ count: data.data.count });
  await loadCart();
  return data.data;
}

/**
 * Sends the cart as an order. `acceptance` says the buyer accepted the terms of sale and the privacy policy, and
 * which versions they were shown (added in runtime 1.1; the server refuses an order without it).
 */
export async function sendCart(recaptchaResponse: string | null, acceptance: Omit<SendCartBody, 'g-recaptcha-response'> = {}): Promise<OrderReceipt> {
  const body: SendCartBody = { ...acceptance, ...(recaptchaResponse ? { 'g-recaptcha-response': recaptchaResponse } : {}) };
  const { data } = await api.post<{ data: OrderReceipt }>(`/api/cart/${requireCartId()}/send`, body);
  // Spec section 4: after sending, the cart id is cleared, the cart is empty and the count is 0.
  cartStore.set({ cartId: null, count: 0, cart: null, loading: false });
  cartEvents$.next({ type: 'sent', receipt: data.data });
  return data.data;
}
