import { NavigationRouter, createRemoteLifecycles } from '@shop/shared/react';
import { App } from './app.tsx';
import { CART_NAMESPACE, loadCartMessages } from './messages.ts';

export const { bootstrap, mount, unmount } = createRemoteLifecycles({
  remote: 'mf-cart',
  namespace: CART_NAMESPACE,
  loadMessages: loadCartMessages,
  App,
  Router: NavigationRouter,
});
