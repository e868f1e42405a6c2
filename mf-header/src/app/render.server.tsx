import { createServerRenderer } from '@shop/shared/react/server';
import { loadHeaderData } from './header-data.ts';
import { FooterApp, HeaderApp } from './header-app.tsx';
import { HEADER_NAMESPACE, loadHeaderMessages } from './messages.ts';

// The server side of mf-header: the header and footer slots of a page, as its browser entry mounts them.
export const render = createServerRenderer({
  remote: 'mf-header',
  namespace: HEADER_NAMESPACE,
  loadMessages: loadHeaderMessages,
  slots: { header: HeaderApp, footer: FooterApp },
  // Their data, loaded once before the one render pass (app/header-data.ts).
  load: loadHeaderData,
  // The header renders no routes: it reads the page's address (usePageLocation) and links with ClientLink.
  routed: false,
});
