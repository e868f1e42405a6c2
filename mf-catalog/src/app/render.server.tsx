import { createServerRenderer } from '@shop/shared/react/server';
import { CATALOG_HEADS } from './heads.ts';
import { CATALOG_NAMESPACE, loadMessages } from './messages.ts';
import { routes } from './routes.tsx';

// The server side of mf-catalog: the catalogue's pages (its own header and footer included, in the main slot),
// rendered once with their route loaders' data, and their heads.
export const render = createServerRenderer({ remote: 'mf-catalog', namespace: CATALOG_NAMESPACE, loadMessages, dataRoutes: routes, heads: CATALOG_HEADS });
