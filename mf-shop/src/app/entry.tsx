import { NavigationRouter, createRemoteLifecycles } from '@shop/shared/react';
import { App } from './app.tsx';
import { loadShopMessages } from './load-messages.ts';

export const { bootstrap, mount, unmount } = createRemoteLifecycles({
  remote: 'mf-shop',
  namespace: 'shop',
  loadMessages: loadShopMessages,
  App,
  Router: NavigationRouter,
});
