// The cart's count in the header from the first frame. The server cannot know it (the cart lives in this browser),
// so the cart links come with an empty element for it; this puts the remembered count where CSS shows it in that
// element (layouts.css) until the remote renders the live one. Without it the link widened once the page was taken
// over, and moved its neighbours (a layout shift on every page of a visitor with a cart).
// Loaded async and render-blocking from <head>: parsing goes on, the first frame waits for it. No dependencies.
// Contract: localStorage 'shop.cart' and EARLY_CART_COUNT_PROPERTY in shared/src/bus/cart.ts.
(function () {
  try {
    var saved = JSON.parse(localStorage.getItem('shop.cart') || 'null');
    var count = saved && saved.count;
    // The cart page's server HTML holds a placeholder for a remembered cart and the empty cart: CSS shows one by this.
    if (saved && typeof saved.cartId === 'string') document.documentElement.setAttribute('data-cart-saved', '');
    if (typeof count === 'number' && count > 0 && count === Math.floor(count)) {
      document.documentElement.style.setProperty('--shop-cart-count', '"' + count + '"');
    }
  } catch {
    // No storage (private mode, blocked): the count comes with the remote, as without this script.
  }
})();
