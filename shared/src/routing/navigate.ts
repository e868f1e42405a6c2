/**
 * Client-side navigation between remotes. single-spa patches history.pushState and fires popstate,
 * so the shell reroutes and every mounted router sees the new URL without a page load.
 */
export function navigate(url: string, options: { replace?: boolean } = {}): void {
  if (options.replace) window.history.replaceState(window.history.state, '', url);
  else window.history.pushState(null, '', url);
}
