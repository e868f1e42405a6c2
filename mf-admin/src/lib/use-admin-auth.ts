import { authStore, type AuthState } from '@shop/shared';
import { useStore } from '@shop/shared/react';

/**
 * The auth state of the core bus, the one signIn/signOut/ensureCurrentUser and the shell's guards use.
 * (Subscribing to the `authStore` of '@shop/shared' directly keeps this remote on that very store even where the
 * React entry point of the shared package is bundled as a separate Module Federation share.)
 */
export function useAdminAuth(): AuthState {
  return useStore(authStore);
}
