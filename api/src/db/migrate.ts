// Numbered migrations with a static provider, so the bundled server needs no migration folder on disk.
import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import * as m0001 from './migrations/0001_initial.ts';
import * as m0002 from './migrations/0002_search.ts';
import * as m0003 from './migrations/0003_site_settings.ts';
import * as m0004 from './migrations/0004_admin_session_version.ts';
import * as m0005 from './migrations/0005_admin_sessions.ts';
import * as m0030 from './migrations/0030_content.ts';
import * as m0010 from './migrations/0010_mail_outbox.ts';
import * as m0011 from './migrations/0011_orders_admin.ts';

import * as m0020 from './migrations/0020_audit_log.ts';
import * as m0021 from './migrations/0021_catalog_version.ts';
import * as m0040 from './migrations/0040_order_workflow.ts';
import * as m0041 from './migrations/0041_account_security.ts';
import * as m0042 from './migrations/0042_two_factor.ts';
import * as m0044 from './migrations/0044_order_terms.ts';
import * as m0045 from './migrations/0045_search_names.ts';
import * as m0046 from './migrations/0046_audit_messages.ts';
import * as m0047 from './migrations/0047_mail_attachments.ts';
import * as m0048 from './migrations/0048_postgres_search_order.ts';
import * as m0049 from './migrations/0049_content_previews.ts';
import * as m0050 from './migrations/0050_delivery.ts';
import * as m0051 from './migrations/0051_vat_reverse_charge.ts';
import * as m0052 from './migrations/0052_product_sizes.ts';
import * as m0053 from './migrations/0053_list_sort_keys.ts';
import * as m0054 from './migrations/0054_audit_search.ts';
import * as m0075 from './migrations/0075_order_payment_tracking.ts';
import * as m0076 from './migrations/0076_product_models.ts';
import * as m0060 from './migrations/0060_sign_in_budgets.ts';
import * as m0080 from './migrations/0080_release_registry.ts';
import * as m0081 from './migrations/0081_release_tokens.ts';
import * as m0085 from './migrations/0085_remote_signals.ts';
import * as m0086 from './migrations/0086_job_leases.ts';
import * as m0087 from './migrations/0087_search_synonyms.ts';
import type { Database } from './schema.ts';

const migrations: Record<string, Migration> = {
  '0001_initial': m0001,
  '0002_search': m0002,
  '0003_site_settings': m0003,
  '0004_admin_session_version': m0004,
  '0005_admin_sessions': m0005,
  '0030_content': m0030,
  '0010_mail_outbox': m0010,
  '0011_orders_admin': m0011,
  '0020_audit_log': m0020,
  '0021_catalog_version': m0021,
  '0040_order_workflow': m0040,
  '0041_account_security': m0041,
  '0042_two_factor': m0042,
  '0044_order_terms': m0044,
  '0045_search_names': m0045,
  '0046_audit_messages': m0046,
  '0047_mail_attachments': m0047,
  '0048_postgres_search_order': m0048,
  '0049_content_previews': m0049,
  '0050_delivery': m0050,
  '0051_vat_reverse_charge': m0051,
  '0052_product_sizes': m0052,
  '0053_list_sort_keys': m0053,
  '0054_audit_search': m0054,
  '0075_order_payment_tracking': m0075,
  '0076_product_models': m0076,
  '0060_sign_in_budgets': m0060,
  '0080_release_registry': m0080,
  '0081_release_tokens': m0081,
  '0085_remote_signals': m0085,
  '0086_job_leases': m0086,
  '0087_search_synonyms': m0087,
};

class StaticMigrationProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return migrations;
  }
}

/** The shop's migrator (tests use it to stop before a migration and check what it does to older data). */
export function createMigrator(db: Kysely<Database>): Migrator {
  // Numbered by area (000x site and accounts, 001x mail and orders, 002x audit and catalogue, 003x content, 004x the
  // order workflow and account security), so a new migration may sort before ones a database already has; each is
  // independent of the later areas.
  return new Migrator({ db, provider: new StaticMigrationProvider(), allowUnorderedMigrations: true });
}

export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = createMigrator(db);
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
