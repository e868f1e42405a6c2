import { useEffect, useLayoutEffect, useState, useTransition, type ReactNode } from 'react';
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory, type Location, type NavigationType } from 'react-router-dom';
import { reportNavigationPending } from '@shop/shared';

let routers = 0;

/**
 * React Router's BrowserRouter, telling the page what BrowserRouter keeps to itself: whether its navigation is still
 * pending. Like BrowserRouter it moves to a new location in a transition, so a page that waits (for its code, a chunk
 * of antd, its first answer) keeps the page before on screen instead of a blank; this one also reports the wait
 * (reportNavigationPending), and the shell shows its progress bar when the wait is long enough to be noticed.
 */
export function NavigationRouter({ remote, children }: { remote: string; children: ReactNode }) {
  // Each router reports for itself: one remote may have two (the header's remote renders the footer in a root of its own).
  const [reporter] = useState(() => `${remote}#${(routers += 1)}`);
  const [history] = useState(() => createBrowserHistory({ v5Compat: true }));
  const [state, setState] = useState<{ action: NavigationType; location: Location }>(() => ({ action: history.action, location: history.location }));
  const [pending, startTransition] = useTransition();
  useLayoutEffect(() => history.listen(({ action, location }) => startTransition(() => setState({ action, location }))), [history]);
  useEffect(() => {
    reportNavigationPending(reporter, pending);
  }, [reporter, pending]);
  // An unmounted remote (the visitor went to another remote's page) waits for nothing.
  useEffect(() => () => reportNavigationPending(reporter, false), [reporter]);
  return (
    <Router location={state.location} navigationType={state.action} navigator={history}>
      {children}
    </Router>
  );
}
