import { StrictMode, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { ConfigProvider, type ThemeConfig } from 'antd';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@shop/shared';
import { antdTheme } from '@shop/shared';
import { cachedAntdLocale, loadAntdLocale } from './antd-locale.ts';
import { RemoteErrorBoundary } from './error-boundary.tsx';
import { NavigationRouter } from './navigation-router.tsx';
import { RenderDataContext, type RenderData } from './render-data.ts';
import { StatusMessages } from './status-message.tsx';
import { useLang } from './use-lang.ts';

/** Drawers close with the × at the end of their header: at the start it sits under the (centred) status message. */
const DRAWER_CONFIG = { closable: { placement: 'end' } } as const;
/**
 * How a remote's antd components get their CSS. 'prebuilt': from the stylesheet the shell links in <head>, rendered
 * at build time from the same theme (shared/antd-stylesheet.mjs); antd then computes none while the page loads or
 * changes (zero-runtime mode). 'runtime': antd computes each component's CSS on its first render, for the admin,
 * whose components (tables, uploads, date pickers) the public pages' stylesheet leaves out.
 */
export type AntdStyles = 'prebuilt' | 'runtime';
const THEMES: Record<AntdStyles, ThemeConfig> = {
  prebuilt: { ...antdTheme, zeroRuntime: true },
  runtime: antdTheme,
};

function AntdConfig({ styles, children }: { styles: AntdStyles; children: ReactNode }) {
  const lang = useLang();
  // The locale of the previous language stays until the new one has loaded, so the tree is never rebuilt.
  const [locale, setLocale] = useState(() => cachedAntdLocale(lang));
  useEffect(() => {
    let current = true;
    loadAntdLocale(lang)
      .then((loaded) => current && setLocale(loaded))
      .catch((error: unknown) => console.error('Could not load the antd locale', error));
    return () => {
      current = false;
    };
  }, [lang]);
  // antd wraps the tree in its locale provider only when a locale is set: rendering before the first one
  // arrives would mount everything twice (and lose what was typed). The mount lifecycle preloads it.
  if (!locale) return null;
  return (
    <ConfigProvider theme={THEMES[styles]} locale={locale} drawer={DRAWER_CONFIG}>
      <StatusMessages>{children}</StatusMessages>
    </ConfigProvider>
  );
}

export interface RemoteProvidersProps {
  remote: string;
  antdStyles?: AntdStyles;
  /** The answers of a server render (render-data.ts): on the server while rendering, in the browser while hydrating. */
  renderData?: RenderData | null;
  /** The router: on the server the requested URL (StaticRouter); by default the browser's history (NavigationRouter). */
  Router?: ComponentType<{ children: ReactNode }>;
  children: ReactNode;
}

/** The providers every remote renders inside: i18n, antd theme and locale, status messages, router, error boundary. */
export function RemoteProviders({ remote, antdStyles = 'prebuilt', renderData = null, Router, children }: RemoteProvidersProps) {
  return (
    <StrictMode>
      <RemoteErrorBoundary remote={remote}>
        <RenderDataContext value={renderData}>
          <I18nextProvider i18n={i18n}>
            <AntdConfig styles={antdStyles}>
              {Router ? <Router>{children}</Router> : <NavigationRouter remote={remote}>{children}</NavigationRouter>}
            </AntdConfig>
          </I18nextProvider>
        </RenderDataContext>
      </RemoteErrorBoundary>
    </StrictMode>
  );
}
