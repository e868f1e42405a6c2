import { createServerRenderer } from '@shop/shared/react/server';
import { App } from './app.tsx';
import { loadShopMessages } from './load-messages.ts';

// The server side of mf-shop: a page's main slot, as its browser entry mounts it.
export const render = createServerRenderer({ remote: 'mf-shop', namespace: 'shop', loadMessages: loadShopMessages, slots: { main: App } });
