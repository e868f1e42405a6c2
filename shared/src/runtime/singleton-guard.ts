/**
 * Counts the instances of the page-wide singletons (the i18next instance and the buses). Module Federation must
 * give every remote the same copy of @shop/shared/runtime/runtime; a second copy means two buses and two languages at once, so it
 * is reported loudly, and the e2e tests assert every count is 1 (window.__SHOP_SINGLETONS__).
 */
export function claimSingleton(name: string): void {
  // On the server every remote's render bundle has a copy of its own by design (one per remote, in one process).
  if (typeof window === 'undefined') return;
  const scope = globalThis as { __SHOP_SINGLETONS__?: Record<string, number> };
  const counts = (scope.__SHOP_SINGLETONS__ ??= {});
  counts[name] = (counts[name] ?? 0) + 1;
  if (counts[name] > 1) {
    console.error(`[@shop/shared] A second instance of "${name}" was created: a build bundled its own copy of @shop/shared/runtime instead of the shared singleton.`);
  }
}
