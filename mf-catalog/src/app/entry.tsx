import { createRemoteLifecycles, dataRoutes, routeEntry } from '@shop/shared/react';
import { CATALOG_NAMESPACE, loadMessages } from './messages.ts';
import { routes } from './routes.tsx';

export const { bootstrap, mount, unmount } = createRemoteLifecycles({
  remote: 'mf-catalog',
  namespace: CATALOG_NAMESPACE,
  loadMessages,
  routes: dataRoutes(routes),
});

// What the shell asks of this remote's pages before showing them: their data ahead, and whether they exist.
export const { prefetch, validate } = routeEntry(routes);
