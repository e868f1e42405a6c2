import { useCallback, useEffect, useState } from 'react';
import { cartStore, loadCart } from '@shop/shared';
import { useApiLanguage } from '@shop/shared/react';

export type CartLoadStatus = 'loading' | 'loaded' | 'failed';

/**
 * Loads the stored cart (by its cartId) when the page mounts, and again in a new language (the server names the
 * products in the language of the request). A failed load has already reset the cart bus to empty (spec
 * section 8); the page shows that it failed and offers a retry.
 */
export function useLoadCart(): { status: CartLoadStatus; retry: () => void } {
  const lang = useApiLanguage();
  const [status, setStatus] = useState<CartLoadStatus>(() => (cartStore.value.cartId ? 'loading' : 'loaded'));

  const run = useCallback(
    () =>
      loadCart().then(
        () => setStatus('loaded'),
        (error: unknown) => {
          console.warn('[mf-cart] The cart could not be loaded.', error);
          setStatus('failed');
        },
      ),
    [],
  );

  useEffect(() => {
    void run();
  }, [run, lang]);

  const retry = useCallback(() => {
    setStatus('loading');
    void run();
  }, [run]);

  return { status, retry };
}
