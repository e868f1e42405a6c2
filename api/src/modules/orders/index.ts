// The orders module's public face: all that other modules use of it (decision 0119).
export { orderSearchText } from './search.ts';
export type { CreatedOrder, OrderDocument, OrderSnapshotLine } from './snapshot.ts';
export { payBySquarePng, transferDetailsOf, type TransferDetails, type TransferWithCode } from './bank-transfer.ts';
