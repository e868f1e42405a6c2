import { createContext, use, useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import { antdTheme } from '@shop/shared';
import { cachedAntdLocale, loadAntdLocale } from './antd-locale.ts';
import { useApiLanguage } from './use-page-lang.ts';
import { usePrefersReducedMotion } from './use-reduced-motion.ts';

/** Drawers close with the × at the end of their header: at the start it sits under the (centred) status message. */
const DRAWER_CONFIG = { closable: { placement: 'end' } } as const;

/** Whether an AntdScope is already above (the admin's covers the whole remote). */
const InScopeContext = createContext(false);

/** antd's texts in the page's language; the first render waits for them (a Suspense boundary above shows it). */
function useAntdLocale() {
  const lang = useApiLanguage();
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

/** The site's theme; without antd's motion (dialogs zooming, lists sliding) for a visitor who asked for less motion. */
function useTheme() {
  const reducedMotion = usePrefersReducedMotion();
  return useMemo(() => (reducedMotion ? { ...antdTheme, token: { ...antdTheme.token, motion: false } } : antdTheme), [reducedMotion]);
}

function Scope({ children }: { children: ReactNode }) {
  // Before the locale, whose first render may suspend: a hook after a suspended `use` would be one more hook when
  // React renders the component again (React's "rendered more hooks" during a hydration).
  const theme = useTheme();
  const locale = useAntdLocale();
  return (
    <InScopeContext value={true}>
      <ConfigProvider theme={theme} locale={locale} drawer={DRAWER_CONFIG}>
        {children}
      </ConfigProvider>
    </InScopeContext>
  );
}

/**
 * The part of a remote that renders antd components (a public page's form, or the whole admin), inside antd's
 * ConfigProvider with the site's theme and antd's texts in the page's language. Its first render waits for the
 * texts: a navigation keeps the page before meanwhile, a hydration the server's HTML, or the nearest Suspense
 * boundary shows its loading state. Inside another scope it adds nothing.
 */
export function AntdScope({ children }: { children: ReactNode }) {
  if (use(InScopeContext)) return children;
  return <Scope>{children}</Scope>;
}

/** A component rendered in an AntdScope of its own: a public page's form, the one part of its page that is antd's. */
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
