import { createContext, use, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { ConfigProvider, type ThemeConfig } from 'antd';
import { antdTheme, type Lang } from '@shop/shared';
import { cachedAntdLocale, loadAntdLocale } from './antd-locale.ts';
import { useLang } from './use-lang.ts';

/**
 * Where a remote's antd components are, and where they get their CSS:
 * - 'parts' (the public pages): only the parts of a page that need antd (a form) render it, each inside an
 *   AntdScope; their CSS comes from the stylesheet the shell links in <head>, rendered at build time from the same
 *   theme (shared/antd-stylesheet.mjs), and antd computes none while the page loads or changes (zero-runtime mode).
 *   A page without a form loads no antd at all: its buttons, alerts and loading states are the shop's own.
 * - 'whole' (the admin): the whole remote is inside one AntdScope, and antd computes each component's CSS on its
 *   first render: its tables, uploads and date pickers are not in the public pages' stylesheet.
 */
export type AntdUse = 'parts' | 'whole';

const THEMES: Record<AntdUse, ThemeConfig> = {
  parts: { ...antdTheme, zeroRuntime: true },
  whole: antdTheme,
};

/** Drawers close with the × at the end of their header: at the start it sits under the (centred) status message. */
const DRAWER_CONFIG = { closable: { placement: 'end' } } as const;

interface AntdUseValue {
  use: AntdUse;
  inScope: boolean;
}
/** How the remote uses antd (RemoteProviders), and whether an AntdScope is already above. */
export const AntdUseContext = createContext<AntdUseValue>({ use: 'parts', inScope: false });
/** The context's values, one per case (a new object on every render would re-render every reader). */
export const ANTD_USE: Record<AntdUse, Record<'outside' | 'inside', AntdUseValue>> = {
  parts: { outside: { use: 'parts', inScope: false }, inside: { use: 'parts', inScope: true } },
  whole: { outside: { use: 'whole', inScope: false }, inside: { use: 'whole', inScope: true } },
};

/**
 * Starts loading ConfigProvider's chunk, the forms' (a deferred component of the antd kit has the load of its chunk
 * as `preload`: shared/mf-shared.mjs, kitSource). Resolves at once where it is there already (in tests and on the
 * server, where antd is not a kit).
 */
const preloadConfigProvider = (): Promise<unknown> => (ConfigProvider as { preload?: () => Promise<unknown> }).preload?.() ?? Promise.resolve();

/** Loads what an AntdScope's first render waits for: antd's texts in `lang` and ConfigProvider's chunk. */
export function preloadAntdScope(lang: Lang): Promise<unknown> {
  return Promise.all([loadAntdLocale(lang), preloadConfigProvider()]);
}

/** antd's texts in the page's language; the first render waits for them (a Suspense boundary above shows it). */
function useAntdLocale() {
  const lang = useLang();
  // The locale of the previous language stays until the new one has loaded, so the tree is never rebuilt (and
  // what a visitor typed in a form is not lost by a language switch).
  const [shown, setShown] = useState(() => cachedAntdLocale(lang));
  useEffect(() => {
    let current = true;
    loadAntdLocale(lang)
      .then((loaded) => current && setShown(loaded))
      .catch((error: unknown) => console.error('Could not load the antd locale', error));
    return () => {
      current = false;
    };
  }, [lang]);
  return shown ?? cachedAntdLocale(lang) ?? use(loadAntdLocale(lang));
}

function Scope({ children, antdUse }: { children: ReactNode; antdUse: AntdUse }) {
  // ConfigProvider comes with the forms' chunk: its load starts now, alongside the locale's, not after it. A failed
  // load is reported by ConfigProvider's own render (the remote's error boundary, with its retry).
  preloadConfigProvider().catch(() => undefined);
  const locale = useAntdLocale();
  return (
    <AntdUseContext value={ANTD_USE[antdUse].inside}>
      <ConfigProvider theme={THEMES[antdUse]} locale={locale} drawer={DRAWER_CONFIG}>
        {children}
      </ConfigProvider>
    </AntdUseContext>
  );
}

/**
 * The part of a page that renders antd components (a form), inside antd's ConfigProvider with the site's theme and
 * antd's texts in the page's language. Its first render waits for antd's chunk and texts, as the form's own
 * components would: a navigation keeps the page before meanwhile, a hydration the server's HTML, or the nearest
 * Suspense boundary shows its loading state. Inside another scope (the admin's, which covers the whole remote) it
 * adds nothing.
 */
export function AntdScope({ children }: { children: ReactNode }) {
  const { use: antdUse, inScope } = use(AntdUseContext);
  if (inScope) return children;
  return <Scope antdUse={antdUse}>{children}</Scope>;
}

/**
 * A component rendered in an AntdScope of its own: a public page's form, the one part of its page that is antd's, so
 * the page loads antd with the form and not before.
 */
export function withAntdScope<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function InAntdScope(props: P) {
    return (
      <AntdScope>
        <Component {...props} />
      </AntdScope>
    );
  }
  InAntdScope.displayName = `withAntdScope(${Component.displayName ?? Component.name})`;
  return InAntdScope;
}
