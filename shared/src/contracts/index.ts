// The API contract, shared by the server and the frontends: TypeBox schemas validate requests and answers on the
// server; their static types are what the frontends import, and the limits are the same numbers on both sides.
export * from './common.ts';
export * from './catalog.ts';
export * from './cart.ts';
export * from './auth.ts';
export * from './site.ts';
export * from './content.ts';
export * from './orders.ts';
export * from './admin.ts';
export * from './pages.ts';
export * from './content-admin.ts';
export * from './products-bulk.ts';
export * from './delivery.ts';
export * from './buyer-order.ts';
export * from './releases.ts';
export * from './synonyms.ts';
