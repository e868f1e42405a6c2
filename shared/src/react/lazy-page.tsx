import { createElement, lazy, useState, type ComponentType } from 'react';

/** A page whose code is loaded on the way to it (lazyPage). */
export type LazyPage<P extends object = object> = ComponentType<P> & {
  /** Loads the page's code (once); resolves when it is there. A failed load is tried again by the next call. */
  preload: () => Promise<ComponentType<P>>;
};

/**
 * A page of a remote in a chunk of its own, for the pages visitors open less often: they stay out of the first load
 * of the pages most visits start on. Whoever is about to show it loads it first (registerRouteCode in
 * @shop/shared: the remote's mount, the server's render, the shell's link prefetch), and it then renders at once.
 * Rendered before that, it suspends: a navigation's transition keeps the page before on screen until it is there.
 * A failed load is the page's error (its error boundary shows it) until `preload` is called again: React keeps a
 * lazy component's failure, and retrying from a render would loop while the network is down.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): LazyPage<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  let failed = false;
  const start = () =>
    (loading ??= load().then(
      (component) => {
        failed = false;
        return (loaded = component);
      },
      (error: unknown) => {
        loading = null;
        failed = true;
        throw error;
      },
    ));
  const suspending = () => lazy(() => start().then((component) => ({ default: component })));
  let Suspending = suspending();
  const preload = () => {
    if (failed) {
      failed = false;
      Suspending = suspending();
    }
    return start();
  };
  function LazyPageComponent(props: P) {
    // Once loaded, an instance renders the page itself (no suspension, and one element type for its whole life).
    const [direct] = useState(() => loaded !== null);
    return direct && loaded ? createElement(loaded, props) : createElement(Suspending, props);
  }
  return Object.assign(LazyPageComponent, { preload });
}
