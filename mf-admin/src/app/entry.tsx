import { createRemoteLifecycles } from '@shop/shared/react';
import { App } from './app.tsx';
import { ADMIN_NAMESPACE, loadMessages } from './messages.ts';

export const { bootstrap, mount, unmount } = createRemoteLifecycles({
  remote: 'mf-admin',
  namespace: ADMIN_NAMESPACE,
  loadMessages,
  App,
  // The whole admin is antd's. Its tables, uploads and date pickers are not in the public pages' prebuilt stylesheet:
  // antd computes the admin's CSS as it renders (a page staff open, not one a shopper's phone loads).
  antd: 'whole',
});
