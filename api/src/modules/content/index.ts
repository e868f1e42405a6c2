// The content module's public face: all that other modules use of it (decision 0119).
export { createContentRepository, isPublic } from './repository.ts';
export type { PostDraft } from './admin-posts.ts';
