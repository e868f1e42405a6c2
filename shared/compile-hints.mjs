// V8's explicit compile hints: a script that begins with `//# allFunctionsCalledOnLoad` is compiled whole while
// it streams in, on a background thread, instead of each function lazily on the main thread the first time it
// runs. Nearly everything the site ships runs at load (module factories, antd, React) and the page's
// blocking time was largely that lazy compilation (measured with bench/; figures in the history of docs/performance.md).
import { rspack } from '@rsbuild/core';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** Adds the hint as the first line of every emitted script, after minification (which drops comments). */
export function compileHintsPlugin() {
  return new rspack.BannerPlugin({
    banner: COMPILE_HINT,
    raw: true,
    test: /\.js$/,
    stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
  });
}
