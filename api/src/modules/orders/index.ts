// The orders module's public face: all that other modules use of it (decision 0119).
export { orderSearchText } from './search.ts';
export type { OrderSnapshotLine } from './snapshot.ts';
export { payBySquarePng, transferDetailsOf, type TransferDetails } from './bank-transfer.ts';
