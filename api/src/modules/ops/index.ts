// The ops module's public face: all that other modules use of it (decision 0119).
export type { Lifecycle } from './lifecycle.ts';
export { shutDownGracefully } from './graceful-shutdown.ts';
