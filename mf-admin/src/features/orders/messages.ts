import { registerNamespace, type MessageLoader } from '@shop/shared';

/** The orders screens have their own namespace (their menu entry too: 'admin-orders:menu.title'). */
export const ORDERS_NAMESPACE = 'admin-orders';
export const loadOrdersMessages: MessageLoader = (lang) => import(`./locales/${lang}.json`);

/** Registered when the admin remote loads, so the menu names the section; later languages load with a switch. */
export const ordersMessagesReady: Promise<void> = registerNamespace(ORDERS_NAMESPACE, loadOrdersMessages).catch((error: unknown) => {
  console.error('[mf-admin] Could not load the texts of the orders screens', error);
});
