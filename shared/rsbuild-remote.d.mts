import type { RsbuildConfig } from '@rsbuild/core';
export const SERVER_RENDER_FILE: string;
export function defineRemoteConfig(options: { name: string; dependencies: Record<string, string>; serverEntry?: string }): RsbuildConfig;
