import { createServerRenderer } from '@shop/shared/react/server';
import { loadShopMessages } from './load-messages.ts';
import { routes } from './routes.tsx';

// The server side of mf-shop: a page's main slot, rendered once with its route loaders' data.
export const render = createServerRenderer({ remote: 'mf-shop', namespace: 'shop', loadMessages: loadShopMessages, dataRoutes: routes });
