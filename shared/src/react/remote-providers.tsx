import { StrictMode, type ComponentType, type ReactNode } from 'react';
import { IconProvider } from '@ant-design/icons';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@shop/shared';
import { ANTD_USE, AntdScope, AntdUseContext, type AntdUse } from './antd-scope.tsx';
import { RemoteErrorBoundary } from './error-boundary.tsx';
import { NavigationRouter } from './navigation-router.tsx';
import { RenderDataContext, type RenderData } from './render-data.ts';
import { StatusMessages } from './status-message.tsx';

export interface RemoteProvidersProps {
  remote: string;
  /** Where the remote renders antd (antd-scope.tsx): only in parts of its pages (default), or the whole remote. */
  antd?: AntdUse;
  /** The answers of a server render (render-data.ts): on the server while rendering, in the browser while hydrating. */
  renderData?: RenderData | null;
  /** The router: on the server the requested URL (StaticRouter); by default the browser's history (NavigationRouter). */
  Router?: ComponentType<{ children: ReactNode }>;
  children: ReactNode;
}

/**
 * The public pages' icons take their base rules (`.anticon`) from the prebuilt stylesheet, as antd's zero-runtime
 * ConfigProvider would tell them: with no ConfigProvider above them, each page's first icon would write those rules
 * into <head> again, and every style element added makes the browser restyle the whole page.
 */
const PREBUILT_ICON_STYLES = { zeroRuntime: true };

/**
 * The providers every remote renders inside: i18n, status messages, router, error boundary, and antd's theme and
 * locale where the remote renders antd (the whole admin; a public page's form, in an AntdScope of its own).
 */
export function RemoteProviders({ remote, antd = 'parts', renderData = null, Router, children }: RemoteProvidersProps) {
  const routed = Router ? <Router>{children}</Router> : <NavigationRouter remote={remote}>{children}</NavigationRouter>;
  const content = <StatusMessages>{antd === 'whole' ? <AntdScope>{routed}</AntdScope> : routed}</StatusMessages>;
  return (
    <StrictMode>
      <RemoteErrorBoundary remote={remote}>
        <RenderDataContext value={renderData}>
          <I18nextProvider i18n={i18n}>
            <AntdUseContext value={ANTD_USE[antd].outside}>
              {antd === 'whole' ? content : <IconProvider value={PREBUILT_ICON_STYLES}>{content}</IconProvider>}
            </AntdUseContext>
          </I18nextProvider>
        </RenderDataContext>
      </RemoteErrorBoundary>
    </StrictMode>
  );
}
