// The catalog module's public face: all that other modules use of it (decision 0119).
export type { CatalogService } from './service.ts';
export { createCatalogRepository } from './repository.ts';
export { catalogueVersion, createCatalogueCache } from './catalogue-cache.ts';
