import type { RspackPluginInstance } from '@rsbuild/core';
export const COMPILE_HINT: string;
/** Adds V8's `//# allFunctionsCalledOnLoad` as the first line of every emitted script. */
export function compileHintsPlugin(): RspackPluginInstance;
