// The remotes' list (shared/remotes.mjs, which Node scripts read too) with its types for TypeScript code.
import { HEADER_REMOTE, PAGE_REMOTES, REMOTE_NAMES, federationNameOf } from '../remotes.mjs';

export { HEADER_REMOTE, PAGE_REMOTES, REMOTE_NAMES, federationNameOf };
/** Any remote of the shop. */
export type RemoteName = (typeof REMOTE_NAMES)[number];
/** A remote that owns pages (routes of the shared route table). */
export type PageRemoteName = (typeof PAGE_REMOTES)[number];

export const isRemoteName = (name: string): name is RemoteName => (REMOTE_NAMES as readonly string[]).includes(name);
