import { createServerRenderer } from '@shop/shared/react/server';
import { App } from './app.tsx';
import { CATALOG_NAMESPACE, loadMessages } from './messages.ts';

// The server side of mf-catalog: the catalogue's pages (its own header and footer included, in the main slot), as its
// browser entry mounts them.
export const render = createServerRenderer({ remote: 'mf-catalog', namespace: CATALOG_NAMESPACE, loadMessages, slots: { main: App } });
