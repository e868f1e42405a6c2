// Release tokens (decision 0081): what a team's CI releases its remotes with. The token is 32 random bytes, shown
// once; only its SHA-256 is stored (a token this long needs no slow hash). It opens the release API of its remotes
// and nothing else: the admin API takes only an administrator's session, which a release token is not.
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { forbidden, notFound, unauthorized, unprocessable } from '../../lib/errors.ts';
import type { AuditEvent } from '../audit/index.ts';
import { actorName, type ReleaseActor } from './actor.ts';
import { isRemoteName, type RemoteName } from '@shop/shared/remotes';
import { releasesRepository as repo } from './repository.ts';

/** Every release token starts so: a log or a secret scanner recognises one. */
export const TOKEN_PREFIX = 'shop_release_';

export interface ReleaseTokenInfo {
  id: number;
  name: string;
  remotes: RemoteName[];
  contactEmail: string | null;
  createdBy: string;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

const hashOf = (token: string): string => createHash('sha256').update(token).digest('hex');
export const isReleaseToken = (bearer: string | null | undefined): bearer is string => typeof bearer === 'string' && bearer.startsWith(TOKEN_PREFIX);

export function createReleaseTokens(db: Kysely<Database>, deps: { audit: (actor: ReleaseActor, event: AuditEvent) => Promise<void> }) {
  const info = (r: Database['release_tokens'] extends infer T ? { [K in keyof T]: unknown } : never): ReleaseTokenInfo => ({
    id: Number(r.id),
    name: String(r.name),
    remotes: (JSON.parse(String(r.remotes_json)) as string[]).filter(isRemoteName),
    contactEmail: (r.contact_email as string | null) ?? null,
    createdBy: String(r.created_by),
    createdAt: String(r.created_at),
    lastUsedAt: (r.last_used_at as string | null) ?? null,
    revokedAt: (r.revoked_at as string | null) ?? null,
  });

  return {
    /** A new token for the remotes; the token itself is in this answer only. */
    async create(input: { name: string; remotes: string[]; contactEmail?: string | null }, actor: ReleaseActor): Promise<{ token: string; info: ReleaseTokenInfo }> {
      const name = input.name.trim();
      const remotes = [...new Set(input.remotes)];
      const unknown = remotes.filter((r) => !isRemoteName(r));
      if (!name) throw unprocessable('A release token needs a name', [{ field: 'name', message: 'required', code: 'field.required' }]);
      if (remotes.length === 0 || unknown.length > 0) {
        throw unprocessable(`Unknown remote: ${unknown.join(', ') || 'none named'}`, [{ field: 'remotes', message: 'unknown remote', code: 'release.unknownRemote', params: { remote: unknown.join(', ') } }], {
          code: 'release.unknownRemote',
          params: { remote: unknown.join(', ') },
        });
      }
      const token = `${TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
      const createdBy = actor.kind === 'admin' ? actor.auth.user.email : actor.kind === 'system' ? actor.name : `release token ${actor.id}`;
      const row = await repo.addToken(db, {
        name: name.slice(0, 200),
        token_hash: hashOf(token),
        remotes_json: JSON.stringify(remotes),
        contact_email: input.contactEmail ?? null,
        created_by: createdBy,
        created_at: new Date().toISOString(),
      });
      await deps.audit(actor, {
        action: 'create',
        entity: 'release_token',
        entityId: row.id,
        summary: `Created the release token "${name}" for ${remotes.join(', ')}`,
        code: 'releaseToken.created',
        params: { name, remotes: remotes.join(', ') },
      });
      return { token, info: info(row) };
    },

    async list(): Promise<ReleaseTokenInfo[]> {
      return (await repo.tokens(db)).map(info);
    },

    async revoke(id: number, actor: ReleaseActor): Promise<ReleaseTokenInfo> {
      const row = await repo.token(db, id);
      if (!row) throw notFound(`No release token ${id}`, 'releaseToken.notFound');
      if (row.revoked_at === null) {
        await repo.revokeToken(db, id);
        await deps.audit(actor, { action: 'revoke', entity: 'release_token', entityId: id, summary: `Revoked the release token "${row.name}"`, code: 'releaseToken.revoked', params: { name: row.name } });
      }
      return info((await repo.token(db, id))!);
    },

    /** The actor of a token allowed to release `remote`; 401 for an unknown or revoked token, 403 for another remote. */
    async authorize(token: string, remote: string): Promise<ReleaseActor & { kind: 'token' }> {
      const row = await repo.tokenByHash(db, hashOf(token));
      if (!row || row.revoked_at !== null) throw unauthorized('The release token is unknown or revoked', 'releaseToken.invalid');
      const remotes = JSON.parse(row.remotes_json) as string[];
      if (!remotes.includes(remote)) throw forbidden(`This release token may not release ${remote}`, 'releaseToken.otherRemote');
      await repo.tokenUsed(db, row.id);
      return { kind: 'token', id: row.id, name: row.name };
    },
  };
}

export type ReleaseTokens = ReturnType<typeof createReleaseTokens>;

/** The contact of the release token that started a version's canary (the history names the token), if it has one. */
export async function canaryTokenContact(db: Kysely<Database>, remote: string, version: string): Promise<string | null> {
  const started = await repo.canaryStarter(db, remote, version);
  if (!started) return null;
  const tokens = await repo.tokensWithContact(db);
  return tokens.find((t) => actorName({ kind: 'token', id: t.id, name: t.name }) === started.actor)?.contact_email ?? null;
}
