import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** Exposes the database on the instance and closes it with the server. */
export function setupDb(app: FastifyInstance, db: Kysely<Database>, opts: { closeOnShutdown: boolean }): void {
  app.decorate('db', db);
  if (opts.closeOnShutdown) app.addHook('onClose', async () => db.destroy());
}
