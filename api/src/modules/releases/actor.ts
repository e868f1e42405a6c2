// Who changed the registry: an administrator (the admin's Releases screen or the API with the admin's session), a
// release token (a team's CI), or the shop itself (the deploy folder's publish, an automatic rollback).
import type { AuthContext } from '../../types.ts';

export type ReleaseActor = { kind: 'admin'; auth: AuthContext } | { kind: 'token'; id: number; name: string } | { kind: 'system'; name: string };

/** The actor as the history and the audit log name it. */
export function actorName(actor: ReleaseActor): string {
  if (actor.kind === 'admin') return actor.auth.user.email;
  if (actor.kind === 'token') return `release token "${actor.name}"`;
  return actor.name;
}

/** The author of the actor's audit entries: the admin's account, else a name without an account. */
export function auditAuthorOf(actor: ReleaseActor): { id: number | null; email: string; name: string } {
  if (actor.kind === 'admin') return { id: actor.auth.user.id, email: actor.auth.user.email, name: actor.auth.user.name };
  if (actor.kind === 'token') return { id: null, email: `release-token-${actor.id}`, name: actorName(actor) };
  return { id: null, email: 'system', name: actor.name };
}
