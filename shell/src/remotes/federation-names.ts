import type { RemoteName } from '@shop/shared';

/** Remote package name -> its Module Federation name (the key in /remotes.json). */
export const FEDERATION_NAMES: Record<RemoteName | 'mf-header', string> = {
  'mf-header': 'mf_header',
  'mf-shop': 'mf_shop',
  'mf-cart': 'mf_cart',
  'mf-catalog': 'mf_catalog',
  'mf-admin': 'mf_admin',
};
