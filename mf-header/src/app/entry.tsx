import { createRemoteLifecycles } from '@shop/shared/react';
import { FooterApp, HeaderApp } from './header-app.tsx';
import { HEADER_NAMESPACE, loadHeaderMessages } from './messages.ts';

// The one exposed module of mf-header: single-spa lifecycles for the header slot (and the footer through a portal).
export const { bootstrap, mount, unmount } = createRemoteLifecycles({
  remote: 'mf-header',
  namespace: HEADER_NAMESPACE,
  loadMessages: loadHeaderMessages,
  App: HeaderApp,
  Footer: FooterApp,
});
