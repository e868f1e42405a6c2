export interface SharedRule {
  singleton: true;
  requiredVersion: string | false;
  version?: string;
}
export function sharedDependencies(dependencies: Record<string, string>): Record<string, SharedRule>;
