// Admin of the catalogue: categories (tree, translations, slugs, thumbnail, order, visibility), products (paginated
// list, translations, price and VAT, category, parameters, ordered images, published or draft) and models, each in a
// file of its own. Every change is written in one transaction, re-indexed for search and recorded in the audit log;
// the public catalogue's cache sees it through the catalogue version the database triggers bump (migration 0021).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { AuditService } from '../audit/index.ts';
import type { UploadService } from '../uploads/index.ts';
import { createCategoriesAdmin } from './categories.ts';
import { imageChecker, type RecordChange } from './catalog-rules.ts';
import { createModelsAdmin } from './models.ts';
import { createProductsAdmin } from './products.ts';
import { createAdminCatalogRepository } from './repository.ts';

export interface AdminCatalogDeps {
  audit: AuditService;
  uploads: UploadService;
  /** Called after every change (the public catalogue forgets its cached answers). */
  onChange?: () => void;
}

export function createAdminCatalogService(db: Kysely<Database>, deps: AdminCatalogDeps) {
  const repo = createAdminCatalogRepository(db);
  // Every change ends with its audit entry; that is also when the public catalogue's cache is told.
  const changed: RecordChange = async (auth, event) => {
    deps.onChange?.();
    await deps.audit.record(auth, event);
  };
  const requireImage = imageChecker(deps.uploads);
  const categories = createCategoriesAdmin(repo, requireImage, changed);
  return { ...createModelsAdmin(repo, changed), ...categories, ...createProductsAdmin(repo, categories, requireImage, changed) };
}

export type AdminCatalogService = ReturnType<typeof createAdminCatalogService>;
