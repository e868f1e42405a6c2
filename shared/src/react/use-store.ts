import { useSyncExternalStore } from 'react';
import type { Store } from '../bus/store.ts';
import { cartStore, type CartState } from '../bus/cart.ts';
import { authStore, type AuthState } from '../bus/auth.ts';

/** Subscribes a component to a bus store; the subscription ends with the component. */
export function useStore<T>(store: Store<T>): T {
  return useSyncExternalStore(
    (onChange) => {
      const subscription = store.state$.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    () => store.value,
    () => store.value,
  );
}

export function useCart(): CartState {
  return useStore(cartStore);
}

export function useAuth(): AuthState {
  return useStore(authStore);
}
