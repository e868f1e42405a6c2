import { createRemoteLifecycles } from '@shop/shared/react';
import { App } from './app.tsx';

export const { bootstrap, mount, unmount } = createRemoteLifecycles({
  remote: 'mf-shop',
  namespace: 'shop',
  loadMessages: (lang) => import(`../locales/${lang}.json`),
  App,
});
