import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CART_COUNT_ATTRIBUTE, cartStore, EARLY_CART_COUNT_PROPERTY } from '@shop/shared';

// public/early-cart-count.js and the layout's rule are plain JS and CSS, so they name the cart bus's storage,
// property and attribute by hand: these tests hold them to the bus.
const script = readFileSync(resolve(import.meta.dirname, '../../public/early-cart-count.js'), 'utf8');
const layoutCss = readFileSync(resolve(import.meta.dirname, '../layouts/layouts.css'), 'utf8');
const runEarlyScript = () => new Function(script)();
const earlyCount = () => document.documentElement.style.getPropertyValue(EARLY_CART_COUNT_PROPERTY);

describe('the remembered cart count before the remotes run', () => {
  afterEach(() => {
    cartStore.patch({ cartId: null, count: 0 });
    document.documentElement.removeAttribute('style');
    localStorage.clear();
  });

  it('is put where the layout shows it in the cart links’ empty count element', () => {
    cartStore.patch({ cartId: 'a-cart', count: 3 }); // what a visit before left in the browser
    runEarlyScript();
    expect(earlyCount()).toBe('"3"');
    expect(layoutCss).toContain(`[${CART_COUNT_ATTRIBUTE}]:empty::before { content: ' (' var(${EARLY_CART_COUNT_PROPERTY}) ')'; }`);
  });

  it('goes once the count changes, so an emptied cart shows no old count', () => {
    cartStore.patch({ cartId: 'a-cart', count: 3 });
    runEarlyScript();
    cartStore.patch({ cartId: null, count: 0 });
    expect(earlyCount()).toBe('');
  });

  it('is nothing without a cart, or with storage the script cannot read', () => {
    runEarlyScript();
    expect(earlyCount()).toBe('');
    localStorage.setItem('shop.cart', '{not json');
    runEarlyScript();
    expect(earlyCount()).toBe('');
  });
});
