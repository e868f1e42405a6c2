import { createServerRenderer } from '@shop/shared/react/server';
import { SHOP_HEADS } from './heads.ts';
import { loadShopMessages } from './load-messages.ts';
import { routes } from './routes.tsx';

// The server side of mf-shop: a page's main slot, rendered once with its route loaders' data, and its head.
export const render = createServerRenderer({ remote: 'mf-shop', namespace: 'shop', loadMessages: loadShopMessages, dataRoutes: routes, heads: SHOP_HEADS });
