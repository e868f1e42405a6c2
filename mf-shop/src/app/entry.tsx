import { createRemoteLifecycles, dataRoutes, routeEntry } from '@shop/shared/react';
import { loadShopMessages } from './load-messages.ts';
import { routes } from './routes.tsx';

export const { bootstrap, mount, unmount } = createRemoteLifecycles({
  remote: 'mf-shop',
  namespace: 'shop',
  loadMessages: loadShopMessages,
  routes: dataRoutes(routes),
});

// What the shell asks of this remote's pages before showing them: their data ahead, and whether they exist.
export const { prefetch, validate } = routeEntry(routes);
