// The key of the buyer's order page (decision 0105): the order's uuid signed with a key derived from the server's
// secret, so every mail about the order (the confirmation, each status step, the payment) can carry the same link
// without storing anything a database leak would give away. A wrong key finds nothing (404); guessing one means
// guessing a 128-bit MAC of a random uuid.
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/** 22 base64url characters: 128 bits of HMAC-SHA256. */
const MAC_LENGTH = 22;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export interface OrderLinks {
  /** The key of an order's page: "<uuid>.<mac>". */
  keyOf(uuid: string): string;
  /** The uuid a key names when its MAC is right; null for anything else. */
  uuidOf(key: string): string | null;
  /** The page's address: the key goes in the fragment, which browsers send to no server and no referrer. */
  pageUrl(origin: string, lang: string, uuid: string): string;
}

export function createOrderLinks(secret: string): OrderLinks {
  // Its own key, so an order link can never be taken for a token signed with the secret itself (or the reverse).
  const key = Buffer.from(hkdfSync('sha256', secret, 'shop', 'order-page-link', 32));
  const macOf = (uuid: string): string => createHmac('sha256', key).update(uuid).digest('base64url').slice(0, MAC_LENGTH);
  const keyOf = (uuid: string): string => `${uuid}.${macOf(uuid)}`;
  return {
    keyOf,
    uuidOf(value) {
      const [uuid, mac, ...rest] = value.trim().split('.');
      if (!uuid || !mac || rest.length > 0 || !UUID.test(uuid) || mac.length !== MAC_LENGTH) return null;
      const expected = Buffer.from(macOf(uuid));
      const given = Buffer.from(mac);
      return given.length === expected.length && timingSafeEqual(given, expected) ? uuid : null;
    },
    pageUrl: (origin, lang, uuid) => `${origin.replace(/\/+$/, '')}/${lang}/order#${keyOf(uuid)}`,
  };
}
