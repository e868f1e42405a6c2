import { Spinner } from '@shop/shared/react';

/**
 * A whole admin screen waiting for something (the session check, signing out, the admin's own components), said
 * aloud. It is the admin's Suspense fallback, shown while antd's chunks load: its spinner is the shop's own, which
 * needs none of them.
 */
export function PageLoading({ message }: { message: string }) {
  return (
    <main className="admin-checking" aria-busy="true">
      <Spinner size="large" />
      <p role="status">{message}</p>
    </main>
  );
}
