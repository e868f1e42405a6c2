// Two-factor sign-in (issue 29): an authenticator app's secret per account (encrypted), the last time step a code
// was accepted for (no code works twice), single-use recovery codes stored as hashes, and the short-lived challenge
// between the password and the code of a sign-in.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // Encrypted (AES-256-GCM, see two-factor.ts): the confirmed secret, and one shown for enrolment but not confirmed yet.
  await db.schema.alterTable('admin_users').addColumn('totp_secret', 'text').execute();
  await db.schema.alterTable('admin_users').addColumn('totp_pending_secret', 'text').execute();
  // The RFC 6238 time step of the last accepted code: a code of that step or an earlier one is refused.
  await db.schema.alterTable('admin_users').addColumn('totp_last_step', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema
    .createTable('admin_recovery_codes')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('admin_users.id').onDelete('cascade'))
    // SHA-256 of the normalised code, hex.
    .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
    // Epoch seconds.
    .addColumn('used_at', 'integer')
    .addPrimaryKeyConstraint('admin_recovery_codes_pk', ['user_id', 'code_hash'])
    .execute();
  await db.schema
    .createTable('admin_sign_in_challenges')
    // SHA-256 of the challenge token, hex.
    .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('admin_users.id').onDelete('cascade'))
    // Epoch seconds.
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addColumn('expires_at', 'integer', (c) => c.notNull())
    .addColumn('used_at', 'integer')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('admin_sign_in_challenges').ifExists().execute();
  await db.schema.dropTable('admin_recovery_codes').ifExists().execute();
  await db.schema.alterTable('admin_users').dropColumn('totp_last_step').execute();
  await db.schema.alterTable('admin_users').dropColumn('totp_pending_secret').execute();
  await db.schema.alterTable('admin_users').dropColumn('totp_secret').execute();
}
