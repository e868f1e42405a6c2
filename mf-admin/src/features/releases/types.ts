// The answers of the release API's admin calls (api/src/modules/releases/routes.ts: Overview, TokenInfo).
export interface ServedVersion {
  version: string;
  manifestUrl: string;
}

export interface ReleaseEvent {
  id: number;
  remote: string;
  action: string;
  version: string | null;
  previousVersion: string | null;
  share: number | null;
  actor: string;
  reason: string | null;
  createdAt: string;
}

export interface RemoteOverview {
  remote: string;
  federationName: string;
  stable: ServedVersion | null;
  canary: ServedVersion | null;
  share: number;
  canaryStartedAt: string | null;
  versions: Array<{ version: string; manifestUrl: string; source: string; createdBy: string; createdAt: string; lastServedAt: string | null }>;
  history: ReleaseEvent[];
}

export interface ReleaseToken {
  id: number;
  name: string;
  remotes: string[];
  contactEmail: string | null;
  createdBy: string;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}
