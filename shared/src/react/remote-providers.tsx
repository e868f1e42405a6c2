import { StrictMode, type ComponentType, type ReactNode } from 'react';
import { IconProvider } from '@ant-design/icons';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { i18n as pageWideI18n } from '@shop/shared';
import { RemoteErrorBoundary } from './error-boundary.tsx';
import { ServerLocationContext, type PageLocation } from './page-location.tsx';
import { StatusMessages } from './status-message.tsx';
import './icons.css';

export interface RemoteProvidersProps {
  remote: string;
  /** The i18next instance: the page-wide one in the browser, the page's own clone in a server render. */
  i18n?: I18n;
  /**
   * The remote's router, when it renders routes: NavigationRouter in the browser, StaticRouter at the page's URL on
   * the server. A remote without routes (the header) leaves it out and reads the address with usePageLocation.
   */
  Router?: ComponentType<{ remote: string; children: ReactNode }>;
  /** On the server: the page's address, for usePageLocation (the browser's own address is read in the browser). */
  serverLocation?: PageLocation;
  children: ReactNode;
}

/**
 * Icons take their base rules (`.anticon`) from the shop's stylesheet (controls.css), which is in the page from its
 * first paint: otherwise each remote's copy of the icons would write those rules into <head> when its first icon
 * renders, and every style element added makes the browser restyle the whole page.
 */
const PREBUILT_ICON_STYLES = { zeroRuntime: true };

/**
 * The providers every remote renders inside: i18n, status messages, router and error boundary. antd's theme and
 * locale come from an AntdScope around the part that renders antd (a public page's form, the whole admin).
 */
export function RemoteProviders({ remote, i18n = pageWideI18n, Router, serverLocation, children }: RemoteProvidersProps) {
  const routed = Router ? <Router remote={remote}>{children}</Router> : children;
  const located = serverLocation ? <ServerLocationContext value={serverLocation}>{routed}</ServerLocationContext> : routed;
  const content = <StatusMessages>{located}</StatusMessages>;
  return (
    <StrictMode>
      <RemoteErrorBoundary remote={remote}>
        <I18nextProvider i18n={i18n}>
          <IconProvider value={PREBUILT_ICON_STYLES}>{content}</IconProvider>
        </I18nextProvider>
      </RemoteErrorBoundary>
    </StrictMode>
  );
}
