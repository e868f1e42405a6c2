// The router every remote renders in the browser: React Router's, which also tells the page while a navigation waits.
import { act, screen } from '@testing-library/react';
import { use } from 'react';
import { Link, Route, Routes } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { navigationPendingStore, setLanguage } from '@shop/shared';
import { loadAntdLocale } from './antd-locale.ts';
import { clearServedPage, renderInRemoteProviders } from './render-remote.testing.ts';

/** A page that waits for `ready` (its code, a chunk, its first answer) before it can be drawn. */
function Waiting({ ready, title }: { ready: Promise<void>; title: string }) {
  use(ready);
  return <h1>{title}</h1>;
}

/** A click on a link, inside act: what the page does with it (a transition that may wait) runs in the test's act. */
async function follow(link: HTMLElement) {
  await act(async () => link.click());
}

function withRelease(): [Promise<void>, () => void] {
  let release = () => undefined as void;
  const ready = new Promise<void>((resolve) => (release = resolve));
  return [ready, release];
}

beforeAll(async () => {
  await Promise.all([setLanguage('sk'), loadAntdLocale('sk')]);
});
afterEach(clearServedPage);

describe('NavigationRouter', () => {
  it('keeps the page before on screen while the next one waits, and says a navigation is pending until it is drawn', async () => {
    const [ready, release] = withRelease();
    window.history.pushState(null, '', '/sk');
    const view = await renderInRemoteProviders(
      'mf-shop',
      <Routes>
        <Route path="/sk" element={<><h1>Domov</h1><Link to="/sk/brany">Brány</Link></>} />
        <Route path="/sk/brany" element={<Waiting ready={ready} title="Brány" />} />
      </Routes>,
    );
    expect(navigationPendingStore.value).toBe(false);

    await follow(screen.getByRole('link', { name: 'Brány' }));
    expect(window.location.pathname).toBe('/sk/brany');
    expect(screen.getByRole('heading', { name: 'Domov' })).toBeInTheDocument();
    expect(navigationPendingStore.value).toBe(true);

    await act(async () => release());
    expect(await screen.findByRole('heading', { name: 'Brány' })).toBeInTheDocument();
    expect(navigationPendingStore.value).toBe(false);

    // Back to the page before: the history the router listens to is the browser's.
    await act(async () => window.history.back());
    expect(await screen.findByRole('heading', { name: 'Domov' })).toBeInTheDocument();
    view.unmount();
  });

  it('stops saying so when its remote is unmounted in the middle of a wait (the visitor went elsewhere)', async () => {
    const [ready] = withRelease();
    window.history.pushState(null, '', '/sk');
    const view = await renderInRemoteProviders(
      'mf-catalog',
      <Routes>
        <Route path="/sk" element={<Link to="/sk/katalog">Katalóg</Link>} />
        <Route path="/sk/katalog" element={<Waiting ready={ready} title="Katalóg" />} />
      </Routes>,
    );
    await follow(screen.getByRole('link', { name: 'Katalóg' }));
    expect(navigationPendingStore.value).toBe(true);
    view.unmount();
    expect(navigationPendingStore.value).toBe(false);
  });
});
