import { NavigationRouter, createRemoteLifecycles, loadAntdLocale } from '@shop/shared/react';
import { ordersMessagesReady } from '../features/orders/messages.ts';
import { App } from './app.tsx';
import { ADMIN_NAMESPACE, loadMessages } from './messages.ts';

export const { bootstrap, mount, unmount } = createRemoteLifecycles({
  remote: 'mf-admin',
  namespace: ADMIN_NAMESPACE,
  loadMessages,
  App,
  Router: NavigationRouter,
  // The whole admin is antd's (App renders it in one AntdScope): antd's texts in the page's language are there
  // before the first render, so it does not start with a loading state; and the orders' texts, which name their
  // menu entry while the orders screens themselves load only when opened.
  prepare: (lang) => Promise.all([loadAntdLocale(lang), ordersMessagesReady]),
});
