// The remotes a release can name (scripts/publish.mjs REMOTES): the package's folder name, and its Module Federation
// name as the shell's registry names it.
export const REMOTE_NAMES = ['mf-header', 'mf-shop', 'mf-cart', 'mf-catalog', 'mf-admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export const isRemoteName = (name: string): name is RemoteName => (REMOTE_NAMES as readonly string[]).includes(name);

/** mf-cart -> mf_cart */
export const federationNameOf = (remote: RemoteName): string => remote.replaceAll('-', '_');
