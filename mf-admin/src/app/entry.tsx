import { createRemoteLifecycles } from '@shop/shared/react';
import { App } from './app.tsx';

export const { bootstrap, mount, unmount } = createRemoteLifecycles({
  remote: 'mf-admin',
  namespace: 'admin',
  loadMessages: (lang) => import(`../locales/${lang}.json`),
  App,
});
