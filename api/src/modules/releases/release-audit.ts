// How the audit log words a remote's release and its rollback (the registry's API and the deploy folder alike).
import type { AuditEvent } from '../audit/index.ts';

export function releaseAudit(action: 'release' | 'rollback', remote: string, version: string, previous: string | null): AuditEvent {
  return action === 'release'
    ? { action: 'release', entity: 'release', entityId: remote, summary: `Released ${remote} ${version} to every visitor`, code: 'release.released', params: { remote, version } }
    : {
        action: 'rollback',
        entity: 'release',
        entityId: remote,
        summary: `Rolled ${remote} back to ${version}${previous ? ` (was ${previous})` : ''}`,
        code: 'release.rolledBack',
        params: { remote, version, previous: previous ?? '' },
      };
}

export function canaryAudit(remote: string, version: string, share: number): AuditEvent {
  return { action: 'canary', entity: 'release', entityId: remote, summary: `Released ${remote} ${version} as a canary to ${share} % of visitors`, code: 'release.canaryStarted', params: { remote, version, share } };
}
