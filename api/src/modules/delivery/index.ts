// The delivery module's public face: all that other modules use of it (decision 0119).
export { carrierPrice, netCents, parseOrderDelivery, pickupAddress, pickupAddressOf, priceDelivery, quoteOf, type OrderDelivery } from './pricing.ts';
