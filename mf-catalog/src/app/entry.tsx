import { NavigationRouter, createRemoteLifecycles } from '@shop/shared/react';
import { App } from './app.tsx';
import { CATALOG_NAMESPACE, loadMessages } from './messages.ts';

export const { bootstrap, mount, unmount } = createRemoteLifecycles({
  remote: 'mf-catalog',
  namespace: CATALOG_NAMESPACE,
  loadMessages,
  App,
  Router: NavigationRouter,
});
