// The cart module's public face: all that other modules use of it (decision 0119).
export type { CreatedOrder } from './service.ts';
