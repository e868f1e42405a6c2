// The release API (issue 46, decisions 0080-0082): what /api/releases/:remote and /api/admin/releases answer, for
// a team's CI (scripts/release.mjs) and the admin's Releases screen.
import { Type, type Static } from '@sinclair/typebox';

/** A canary's share of visitors, in whole per cent. */
export const MIN_CANARY_SHARE = 1;
export const MAX_CANARY_SHARE = 99;

const Nullable = <T extends ReturnType<typeof Type.String>>(t: T) => Type.Union([t, Type.Null()]);
const Served = Type.Union([Type.Object({ version: Type.String(), manifestUrl: Type.String() }), Type.Null()]);
/** One remote as the release API and the Releases screen show it: what it serves, its versions and its history. */
export const ReleaseOverview = Type.Object({
  remote: Type.String(),
  federationName: Type.String(),
  stable: Served,
  canary: Served,
  share: Type.Integer(),
  canaryStartedAt: Nullable(Type.String()),
  versions: Type.Array(
    Type.Object({ version: Type.String(), manifestUrl: Type.String(), source: Type.String(), createdBy: Type.String(), createdAt: Type.String(), lastServedAt: Nullable(Type.String()) }),
  ),
  history: Type.Array(
    Type.Object({
      id: Type.Integer(),
      remote: Type.String(),
      action: Type.String(),
      version: Nullable(Type.String()),
      previousVersion: Nullable(Type.String()),
      share: Type.Union([Type.Integer(), Type.Null()]),
      actor: Type.String(),
      reason: Nullable(Type.String()),
      createdAt: Type.String(),
    }),
  ),
});
/** A release token as listed (the token itself only in the answer that created it). */
export const ReleaseTokenInfo = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  remotes: Type.Array(Type.String()),
  contactEmail: Nullable(Type.String()),
  createdBy: Type.String(),
  createdAt: Type.String(),
  lastUsedAt: Nullable(Type.String()),
  revokedAt: Nullable(Type.String()),
});
/** A version uploaded or registered. */
export const ReleaseUploaded = Type.Object({ remote: Type.String(), version: Type.String(), files: Type.Optional(Type.Integer()), created: Type.Boolean() });
export type ReleaseOverview = Static<typeof ReleaseOverview>;
export type ReleaseTokenInfo = Static<typeof ReleaseTokenInfo>;
export type ReleaseUploaded = Static<typeof ReleaseUploaded>;
/** POST /api/admin/release-tokens: the token, shown once, and the token's entry. */
export const CreatedReleaseToken = Type.Object({ token: Type.String(), data: ReleaseTokenInfo });
export type CreatedReleaseToken = Static<typeof CreatedReleaseToken>;
