import type { RspackPluginInstance } from '@rsbuild/core';
import type { ReactNode } from 'react';
/** One sample of each antd component the public pages render. */
export const STYLE_SAMPLES: ReadonlyArray<{ component: string; element: ReactNode }>;
/** The CSS antd would insert at run time for the samples under `theme`. */
export function renderAntdStylesheet(theme: object): string;
/** For the shell's build: the stylesheet's file, the rspack plugin that emits it and the <link> for <head> (html.tags). */
export function antdStylesheetBuild(theme: object): {
  file: string;
  tag: { tag: 'link'; attrs: { rel: 'stylesheet'; href: string }; head: true; append: false };
  plugin: RspackPluginInstance;
};
