// The shop's remotes, once: the registry's source. Every other list derives from this one — the shell's
// applications and registry keys, the route table's owners, the API's release names, the build, publish and bench
// scripts, the lint boundaries and the journeys' texts (plain JavaScript, so Node scripts read it as the builds do).

/** The remote that renders the header and footer slots of the layouts that show them; it owns no page. */
export const HEADER_REMOTE = /** @type {const} */ ('mf-header');

/** The remotes that own pages: each route of the shared route table names one, which the shell mounts in the main slot. */
export const PAGE_REMOTES = /** @type {const} */ (['mf-shop', 'mf-cart', 'mf-catalog', 'mf-admin']);

/** Every remote: its package's folder, its package's name after `@shop/`, and its single-spa application's name. */
export const REMOTE_NAMES = /** @type {const} */ ([HEADER_REMOTE, ...PAGE_REMOTES]);

/**
 * A remote's Module Federation name (mf-cart -> mf_cart): its build's `name`, and its key in the registry
 * (remotes.json).
 * @param {string} remote
 */
export const federationNameOf = (remote) => remote.replaceAll('-', '_');
