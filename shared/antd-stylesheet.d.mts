import type { HtmlBasicTag, RspackPluginInstance } from '@rsbuild/core';
import type { ReactNode } from 'react';
/** One sample of each antd component the public pages render. */
export const STYLE_SAMPLES: ReadonlyArray<{ component: string; element: ReactNode }>;
/** The CSS rules antd would insert at run time for the samples under `theme` (its variables are in the page). */
export function renderAntdStylesheet(theme: { cssVar: { key: string } }): string;
/** The style elements antd writes into <head> at run time (CSS variables, the icons' base rule), with antd's ids. */
export function renderAntdRuntimeStyles(theme: { cssVar: { key: string } }): Array<{ attrs: Record<string, string>; css: string }>;
/**
 * For the shell's build: the stylesheet's file, the rspack plugin that emits it, and the tags for <head> (html.tags):
 * the stylesheet's <link> and antd's run-time style elements.
 */
export function antdStylesheetBuild(theme: { cssVar: { key: string } }): {
  file: string;
  tags: HtmlBasicTag[];
  plugin: RspackPluginInstance;
};
