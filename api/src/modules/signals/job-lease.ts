// One instance at a time runs a periodic job's round (decision 0086): it holds the job's lease (job_leases) until a
// time, and renews it each round; another instance takes it only once it has run out.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export function createJobLease(db: Kysely<Database>, name: string, ttlMs: number, now: () => number = Date.now) {
  const holder = `${process.pid}-${randomBytes(6).toString('hex')}`;
  return {
    holder,
    /** Takes or renews the lease; false while another instance holds it. */
    async claim(): Promise<boolean> {
      const until = now() + ttlMs;
      const taken = await db
        .updateTable('job_leases')
        .set({ holder, until_ms: until })
        .where('name', '=', name)
        .where((eb) => eb.or([eb('holder', '=', holder), eb('until_ms', '<', now())]))
        .executeTakeFirst();
      if (Number(taken.numUpdatedRows) > 0) return true;
      const inserted = await db.insertInto('job_leases').values({ name, holder, until_ms: until }).onConflict((oc) => oc.column('name').doNothing()).executeTakeFirst();
      return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
    },
    /** Gives the lease up (a stopping instance), so another takes the job at once. */
    async release(): Promise<void> {
      await db.deleteFrom('job_leases').where('name', '=', name).where('holder', '=', holder).execute();
    },
  };
}
