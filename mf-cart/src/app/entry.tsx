import { createRemoteLifecycles } from '@shop/shared/react';
import { App } from './app.tsx';

export const { bootstrap, mount, unmount } = createRemoteLifecycles({
  remote: 'mf-cart',
  namespace: 'cart',
  loadMessages: (lang) => import(`../locales/${lang}.json`),
  App,
});
