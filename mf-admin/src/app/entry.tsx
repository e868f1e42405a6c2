import { createRemoteLifecycles } from '@shop/shared/react';
import { App } from './app.tsx';
import { ADMIN_NAMESPACE, loadMessages } from './messages.ts';

export const { bootstrap, mount, unmount } = createRemoteLifecycles({
  remote: 'mf-admin',
  namespace: ADMIN_NAMESPACE,
  loadMessages,
  App,
});
