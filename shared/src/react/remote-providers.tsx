import { StrictMode, useEffect, useState, type ReactNode } from 'react';
import { App as AntdApp, ConfigProvider } from 'antd';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router-dom';
import { i18n } from '@shop/shared';
import { themeTokens } from '@shop/shared';
import { cachedAntdLocale, loadAntdLocale } from './antd-locale.ts';
import { RemoteErrorBoundary } from './error-boundary.tsx';
import { useLang } from './use-lang.ts';

function AntdConfig({ children }: { children: ReactNode }) {
  const lang = useLang();
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
  return (
    <ConfigProvider theme={themeTokens} locale={locale}>
      <AntdApp component={false}>{children}</AntdApp>
    </ConfigProvider>
  );
}

/** The providers every remote renders inside: i18n, antd theme and locale, router, error boundary. */
export function RemoteProviders({ remote, children }: { remote: string; children: ReactNode }) {
  return (
    <StrictMode>
      <RemoteErrorBoundary remote={remote}>
        <I18nextProvider i18n={i18n}>
          <AntdConfig>
            <BrowserRouter>{children}</BrowserRouter>
          </AntdConfig>
        </I18nextProvider>
      </RemoteErrorBoundary>
    </StrictMode>
  );
}
