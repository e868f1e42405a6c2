export declare const RUNTIME_VERSION: string;
export declare const PAGE_SINGLETONS: Record<string, string>;
export interface SharedOption {
  singleton: true;
  strictVersion: true;
  requiredVersion: string;
  version?: string;
}
export declare function sharedDependencies(dependencies: Record<string, string>): Record<string, SharedOption>;
