// The remotes' signals as stored: views, failed views and errors per remote, version and hour, and the Web Vitals'
// histogram buckets beside them. Rows are added to (a beacon's counts land on the hour's row), never replaced.
import type { Insertable, Kysely } from 'kysely';
import type { Database, RemoteSignalsTable, RemoteVitalsTable } from '../../db/schema.ts';

/** Rows per insert (well under SQLite's and PostgreSQL's bound-parameter limits). */
const ROWS_PER_INSERT = 200;

export function createSignalsRepository(db: Kysely<Database>) {
  return {
    /** Adds counts and samples to their hours' rows, all or none. */
    async add(counts: ReadonlyArray<Insertable<RemoteSignalsTable>>, vitals: ReadonlyArray<Insertable<RemoteVitalsTable>>): Promise<void> {
      await db.transaction().execute(async (trx) => {
        for (let i = 0; i < counts.length; i += ROWS_PER_INSERT) {
          await trx
            .insertInto('remote_signals')
            .values(counts.slice(i, i + ROWS_PER_INSERT))
            .onConflict((oc) =>
              oc.columns(['remote', 'version', 'hour']).doUpdateSet((eb) => ({
                views: eb('remote_signals.views', '+', eb.ref('excluded.views')),
                failed_views: eb('remote_signals.failed_views', '+', eb.ref('excluded.failed_views')),
                errors: eb('remote_signals.errors', '+', eb.ref('excluded.errors')),
              })),
            )
            .execute();
        }
        for (let i = 0; i < vitals.length; i += ROWS_PER_INSERT) {
          await trx
            .insertInto('remote_vitals')
            .values(vitals.slice(i, i + ROWS_PER_INSERT))
            .onConflict((oc) => oc.columns(['remote', 'version', 'hour', 'metric', 'bucket']).doUpdateSet((eb) => ({ samples: eb('remote_vitals.samples', '+', eb.ref('excluded.samples')) })))
            .execute();
        }
      });
    },

    /** Deletes the hours before `hour`; how many rows went. */
    async prune(hour: string): Promise<number> {
      const signals = await db.deleteFrom('remote_signals').where('hour', '<', hour).executeTakeFirst();
      const samples = await db.deleteFrom('remote_vitals').where('hour', '<', hour).executeTakeFirst();
      return Number(signals.numDeletedRows) + Number(samples.numDeletedRows);
    },

    /** A remote's counts per version and hour from `hour` on, oldest hour first, and its vitals' buckets. */
    since: (remote: string, hour: string) =>
      Promise.all([
        db.selectFrom('remote_signals').selectAll().where('remote', '=', remote).where('hour', '>=', hour).orderBy('hour').orderBy('version').execute(),
        db.selectFrom('remote_vitals').selectAll().where('remote', '=', remote).where('hour', '>=', hour).execute(),
      ]),

    /** A version's summed counts from `hour` on. */
    totals: (remote: string, version: string, hour: string) =>
      db
        .selectFrom('remote_signals')
        .select((eb) => [eb.fn.sum<number>('views').as('views'), eb.fn.sum<number>('failed_views').as('failed_views'), eb.fn.sum<number>('errors').as('errors')])
        .where('remote', '=', remote)
        .where('version', '=', version)
        .where('hour', '>=', hour)
        .executeTakeFirst(),
  };
}
