import type { RsbuildConfig } from '@rsbuild/core';
export function defineRemoteConfig(options: { name: string; dependencies: Record<string, string> }): RsbuildConfig;
