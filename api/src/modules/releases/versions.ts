// The versions a remote published, for the modules that check what a beacon names (signals).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { releasesRepository as repo } from './repository.ts';

/** Every version the remote published, with its manifest's address. */
export const publishedVersions = (db: Kysely<Database>, remote: string) => repo.publishedVersions(db, remote);
