// The search module's public face: all that other modules use of it (decision 0119).
export type { SearchService } from './service.ts';
export { reindexProducts } from './repository.ts';
export { foldSynonym, storedWords } from './synonyms.ts';
