// The admin's content management: homepage modules, posts and documents, each in a file of its own. Every change
// ends with its audit entry, and that is when the public pages' caches are told.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { AuthContext } from '../../types.ts';
import type { AuditEvent } from '../audit/index.ts';
import { createDocumentsAdmin } from './admin-documents.ts';
import { createMediaFiles } from './admin-media.ts';
import { createModulesAdmin } from './admin-modules.ts';
import { createPostsAdmin } from './admin-posts.ts';
import { createContentRepository } from './repository.ts';

export type { PostDraft } from './admin-posts.ts';

export interface AuditLike {
  record: (auth: AuthContext | null, event: AuditEvent) => Promise<void>;
}

/** Records a change of the content in the audit log and tells the pages' caches. */
export type RecordChange = (auth: AuthContext | null, event: AuditEvent) => Promise<void>;

/** onChange: called after every change (the public pages show the content: their caches forget them). */
export function createContentAdminService(db: Kysely<Database>, opts: { mediaDir: string; audit: AuditLike; onChange?: () => void }) {
  const repo = createContentRepository(db);
  const media = createMediaFiles(opts.mediaDir);
  const changed: RecordChange = async (auth, event) => {
    opts.onChange?.();
    await opts.audit.record(auth, event);
  };
  return { ...createModulesAdmin(repo, media, changed), ...createPostsAdmin(repo, media, changed), ...createDocumentsAdmin(repo, media, changed) };
}

export type ContentAdminService = ReturnType<typeof createContentAdminService>;
