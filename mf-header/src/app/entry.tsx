import { createRemoteLifecycles, warmComponentStyles } from '@shop/shared/react';
import { HeaderApp } from './header-app.tsx';
import { HEADER_NAMESPACE, loadHeaderMessages } from './messages.ts';

// The one exposed module of mf-header: single-spa lifecycles for the header slot (and the footer through a portal).
const lifecycles = createRemoteLifecycles({
  remote: 'mf-header',
  namespace: HEADER_NAMESPACE,
  loadMessages: loadHeaderMessages,
  App: HeaderApp,
});

export const { bootstrap, unmount } = lifecycles;

/** The header is on every public page: once the page has loaded, it warms antd's styles for the pages a visitor opens next. */
export const mount: typeof lifecycles.mount = async (props) => {
  await lifecycles.mount(props);
  warmComponentStyles();
};
