import { createContext, use, useSyncExternalStore, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { navigate } from '@shop/shared';

/**
 * The page's address for a remote that has no router of its own (the header: it links to other remotes' pages and
 * marks the current one, but renders no routes). single-spa turns every history.pushState into a popstate event
 * (docs/decisions/0010-header-without-router.md), so listening to popstate sees every navigation of the page.
 */
export interface PageLocation {
  pathname: string;
  search: string;
  hash?: string;
}

/** The address a server render is made for; in the browser the window's own address is read instead. */
export const ServerLocationContext = createContext<PageLocation | null>(null);

const subscribe = (onChange: () => void) => {
  window.addEventListener('popstate', onChange);
  return () => window.removeEventListener('popstate', onChange);
};
const browserAddress = () => window.location.pathname + window.location.search + window.location.hash;

/** The page's path, query and hash (the server knows no hash), re-rendering the component when the page navigates. */
export function usePageLocation(): PageLocation {
  const server = use(ServerLocationContext);
  const serverAddress = () => (server ? server.pathname + server.search : browserAddress());
  const address = new URL(useSyncExternalStore(subscribe, browserAddress, serverAddress), 'http://page.invalid');
  return { pathname: address.pathname, search: address.search, hash: address.hash };
}

/** Whether `to` is the page at `pathname`, or with `end` false also a page below it (as React Router's NavLink). */
export function isCurrentPath(pathname: string, to: string, end = false): boolean {
  const normal = (path: string) => path.toLowerCase().replace(/\/+$/, '') || '/';
  const here = normal(pathname);
  const target = normal(to);
  return here === target || (!end && target !== '/' && here.startsWith(`${target}/`));
}

/** A click the browser should handle itself: a new tab or window (modifier keys, a button other than the main one). */
export function opensElsewhere(event: MouseEvent): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/** A click the browser should handle itself: handled already, another button or a modifier (new tab), or another target. */
const leftToBrowser = (event: MouseEvent<HTMLAnchorElement>) =>
  event.defaultPrevented || opensElsewhere(event) || (event.currentTarget.target !== '' && event.currentTarget.target !== '_self');

export interface ClientLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path of this site, e.g. `/en/cart`. */
  to: string;
}

/** A link to a page of the site, followed without a page load (the page's single-spa reroutes to the remote that shows it). */
export function ClientLink({ to, onClick, ...props }: ClientLinkProps) {
  return (
    <a
      {...props}
      href={to}
      onClick={(event) => {
        onClick?.(event);
        if (leftToBrowser(event)) return;
        event.preventDefault();
        // A link to the page on screen replaces its history entry, as React Router's Link does.
        navigate(to, { replace: to === window.location.pathname + window.location.search });
      }}
    />
  );
}
