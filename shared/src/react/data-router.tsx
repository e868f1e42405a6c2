// A routed remote's browser router over its data routes (route-data.tsx). Apart from createRemoteLifecycles so that
// a remote without routes (the header) does not load React Router's data router.
import { createBrowserRouter, createPath, RouterProvider, type RouteObject } from 'react-router-dom';
import type { RemoteRouting } from './create-remote.tsx';
import { hydrationOf, inPageLanguage, type RouteHydration } from './route-data.tsx';
import { singleSpaWindow } from './single-spa-window.ts';

type DataRouter = ReturnType<typeof createBrowserRouter>;

/**
 * A remote's browser router over its data routes, at the page's address: from the server's data when it rendered
 * the page (nothing is asked again), else once its first page's loaders are done (a render with data, not a blank).
 */
export async function createRemoteRouter(routes: RouteObject[], served?: RouteHydration): Promise<DataRouter> {
  let router: DataRouter | null = null;
  const at = (): string | null => (router ? createPath(router.state.location) : null);
  router = createBrowserRouter(inPageLanguage(routes), { hydrationData: served ? hydrationOf(served) : undefined, window: singleSpaWindow(at) });
  await initialized(router);
  return router;
}

/** Resolves once the router has its first page's data (at once when it hydrated from the server's). */
function initialized(router: DataRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/** A remote's data routes as createRemoteLifecycles takes them (its `routes`). */
export function dataRoutes(routes: RouteObject[]): RemoteRouting {
  return {
    start: async (served) => {
      const router = await createRemoteRouter(routes, served);
      return { element: <RouterProvider router={router} />, dispose: () => router.dispose() };
    },
  };
}
