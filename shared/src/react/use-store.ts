import { useSyncExternalStore } from 'react';
import { authStore, cartStore, type AuthState, type CartState, type Store } from '@shop/shared';

/** Subscribes a component to a bus store; the subscription ends with the component. Server and hydrating renders use the store's `serverValue`. */
export function useStore<T>(store: Store<T>): T {
  return useSyncExternalStore(
    (onChange) => {
      const subscription = store.state$.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    () => store.value,
    () => store.serverValue,
  );
}

export function useCart(): CartState {
  return useStore(cartStore);
}

export function useAuth(): AuthState {
  return useStore(authStore);
}
