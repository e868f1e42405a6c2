export interface SharedRule {
  singleton: true;
  requiredVersion: string | false;
  version?: string;
}
export function sharedDependencies(dependencies: Record<string, string>): Record<string, SharedRule>;
export const UI_KIT_ALIASES: Record<string, string>;
/** The names the frontends import (as values) from each package shared as a kit. */
export function kitExports(): Record<string, string[]>;
/** The source of one kit module. */
export function kitSource(pkg: string, names: string[]): string;
