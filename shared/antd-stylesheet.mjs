// antd's styles for the public pages, rendered once at build time into a stylesheet the shell links in <head>.
// The public remotes run antd in its zero-runtime mode (shared/src/react/remote-providers.tsx): their components no
// longer compute and insert their CSS while the page loads or while a visitor navigates. On a phone that was most of
// the blocking time of a cold load (bench/, README "antd's styles, built ahead").
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
// Node loads antd's CommonJS build; @ant-design/cssinjs is taken from antd's own dependencies so both use one cache.
import antd from 'antd';

const requireFromAntd = createRequire(createRequire(import.meta.url).resolve('antd'));
const { createCache, extractStyle, StyleProvider } = requireFromAntd('@ant-design/cssinjs');
// The hash cssinjs names its style elements with.
const hash = createRequire(requireFromAntd.resolve('@ant-design/cssinjs'))('@emotion/hash').default;
// The icons' base rules (`.anticon`), which the icons insert themselves on their first render.
const { iconStyles } = requireFromAntd('@ant-design/icons/lib/utils');

const { Col, ConfigProvider, Descriptions, Form, Input, Row } = antd;

/**
 * One sample of each antd component the public pages render (their forms': buttons, alerts, empty and loading
 * states are the shop's own): rendering it registers all of that component's CSS.
 * shared/src/build/ui-kit.test.tsx holds it equal to the public components of the antd kit, so a page that starts
 * using a new one fails the tests.
 */
export const STYLE_SAMPLES = [
  { component: 'Col', element: h(Col, { span: 12 }) },
  { component: 'Descriptions', element: h(Descriptions, { items: [{ key: 'a', label: 'a', children: 'b' }] }) },
  { component: 'Form', element: h(Form, { layout: 'vertical' }, h(Form.Item, { label: 'a', help: 'b', validateStatus: 'error' }, 'c')) },
  { component: 'Input', element: h('div', null, h(Input), h(Input.TextArea), h(Input.Search)) },
  { component: 'Row', element: h(Row, { gutter: 8 }) },
];

/** The samples rendered once under `theme`, into a style cache of their own: what antd registered for them. */
function renderSamples(theme) {
  const cache = createCache();
  renderToString(
    h(StyleProvider, { cache }, h(ConfigProvider, { theme },
      ...STYLE_SAMPLES.map(({ component, element }) => h('div', { key: component }, element)))),
  );
  return cache;
}

/**
 * The CSS rules of every sample, as antd would insert them at run time under `theme`: the same theme as the pages,
 * without zeroRuntime (and with `hashed: false`, so the selectors are plain `.ant-btn` that any React root matches),
 * and the icons' base rules. The CSS variables those rules use come with the page (renderAntdRuntimeStyles): a page
 * the server rendered is shown before any script runs, and must already have its final sizes.
 */
export function renderAntdStylesheet(theme) {
  const cache = renderSamples({ ...theme, zeroRuntime: false });
  // The last rule maps style paths for hydrating server-rendered HTML; there is none here.
  const css = extractStyle(cache, { plain: true, types: ['style'] }).replace(/\.data-ant-cssinjs-cache-path\{[^}]*\}$/, '');
  return iconStyles + css;
}

/**
 * The style elements antd writes into <head> at run time even in zero-runtime mode: the theme's and each
 * component's CSS variables (`.shop{--ant-…}`, `.shop.ant-btn{--ant-button-…}`) and the icons' base rule, with the
 * ids antd gives them. Sent in the page's <head>, antd finds each of them there, identical, and writes nothing:
 * before, each component type a page showed for the first time added one, and every added stylesheet made the
 * browser restyle the whole document (style work of a cold home load: ~140–170 → ~70–115 ms, README).
 * Only the theme's own variable scope (`theme.cssVar.key`) is kept: popups rendered alone get a scope of their own
 * here, which the pages never use.
 */
export function renderAntdRuntimeStyles(theme) {
  const cache = renderSamples({ ...theme, zeroRuntime: true });
  const scope = theme.cssVar.key;
  const elements = [];
  for (const type of ['token', 'cssVar', 'style']) {
    for (const [, attributes, css] of extractStyle(cache, { types: [type] }).matchAll(/<style([^>]*)>([\s\S]*?)<\/style>/g)) {
      const attrs = Object.fromEntries([...attributes.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name, value]) => [name, value]));
      const tokenScope = attrs['data-token-hash'];
      if (tokenScope !== undefined && tokenScope !== scope) continue;
      // The map of server-rendered style paths: antd reads it with a forced style calculation, and needs none here.
      if ('data-ant-cssinjs-cache-path' in attrs) continue;
      // At run time the theme's variables are named after their scope (cssinjs useCacheToken), not after their path.
      if (type === 'token') attrs['data-css-hash'] = hash(`css-var-${scope}`);
      elements.push({ attrs, css });
    }
  }
  return elements;
}

/**
 * For the shell's build: the stylesheet as a content-hashed file under static/css, the rspack plugin that emits it,
 * the <link> that puts it first in <head> (the remotes' own CSS, loaded later, overrides it), and the style elements
 * antd would otherwise write at run time (renderAntdRuntimeStyles).
 */
export function antdStylesheetBuild(theme) {
  const css = renderAntdStylesheet(theme);
  const file = `static/css/antd.${createHash('sha256').update(css).digest('hex').slice(0, 10)}.css`;
  const name = 'ShopAntdStylesheet';
  const runtimeStyles = renderAntdRuntimeStyles(theme).map(({ attrs, css }) => ({ tag: 'style', attrs, children: css, head: true, append: false }));
  return {
    file,
    tags: [{ tag: 'link', attrs: { rel: 'stylesheet', href: `/${file}` }, head: true, append: false }, ...runtimeStyles],
    plugin: {
      apply(compiler) {
        const { Compilation, sources } = compiler.webpack;
        compiler.hooks.thisCompilation.tap(name, (compilation) => {
          compilation.hooks.processAssets.tap({ name, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
            compilation.emitAsset(file, new sources.RawSource(css));
          });
        });
      },
    },
  };
}
