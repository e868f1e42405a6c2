// The releases module's public face: all that other modules use of it (decision 0119).
export type { RegistrySnapshot, ReleaseRegistry } from './registry.ts';
export { actorName, type ReleaseActor } from './actor.ts';
export type { VisitorAnswer } from './visitor.ts';
export { canaryTokenContact } from './tokens.ts';
export { publishedVersions } from './versions.ts';
