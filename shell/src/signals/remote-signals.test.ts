import { Value } from '@sinclair/typebox/value';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REMOTE_ERROR_EVENT } from '@shop/shared';
import { SignalsBody } from '@shop/shared/contracts/signals';
import { createRemoteSignals, listenForRemoteErrors, remoteOfScript, sourceOfManifest, type RemoteSource } from './remote-signals.ts';

const registry: Record<string, string> = {
  'mf-header': '/remotes/mf-header/aaa111/mf-manifest.json',
  'mf-cart': '/remotes/mf-cart/bbb222/mf-manifest.json',
  'mf-shop': 'https://cdn.team.example/mf-shop/2.4.0/mf-manifest.json',
};
const source: RemoteSource = (remote) => (registry[remote] ? sourceOfManifest(registry[remote], 'https://shop.example/sk/kosik') : null);

let sent: SignalsBody[];
const send = (body: string) => {
  const parsed: unknown = JSON.parse(body);
  // Every beacon is one the server's schema takes.
  expect(Value.Check(SignalsBody, parsed), body).toBe(true);
  sent.push(parsed as SignalsBody);
  return true;
};

beforeEach(() => {
  sent = [];
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('remote signals', () => {
  it('names a remote version by its registry entry, on this origin or a team’s', () => {
    expect(source('mf-cart')).toEqual({ version: 'bbb222', base: 'https://shop.example/remotes/mf-cart/bbb222/' });
    expect(source('mf-shop')).toEqual({ version: '2.4.0', base: 'https://cdn.team.example/mf-shop/2.4.0/' });
    expect(remoteOfScript('at render (https://shop.example/remotes/mf-cart/bbb222/static/js/async/12.js:1:200)', ['mf-header', 'mf-cart'], source)).toBe('mf-cart');
    expect(remoteOfScript('at x (https://shop.example/static/js/main.js:1:1)', ['mf-header', 'mf-cart'], source)).toBeNull();
  });

  it('reports a failed view within seconds, once per view however often it throws', () => {
    const signals = createRemoteSignals(source, send);
    signals.viewStarted('mf-header');
    signals.viewStarted('mf-cart');
    signals.failed('mf-cart');
    signals.failed('mf-cart');
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(2_000);
    expect(sent).toEqual([
      {
        signals: [
          { remote: 'mf-header', version: 'aaa111', views: 1, failed: 0, errors: 0 },
          { remote: 'mf-cart', version: 'bbb222', views: 1, failed: 1, errors: 2 },
        ],
      },
    ]);
  });

  it('sends plain views later, or when the page is hidden, and nothing twice', () => {
    const signals = createRemoteSignals(source, send);
    signals.viewStarted('mf-cart');
    signals.viewEnded('mf-cart');
    signals.viewStarted('mf-cart');
    vi.advanceTimersByTime(5_000);
    expect(sent).toEqual([]);
    signals.flush();
    expect(sent).toEqual([{ signals: [{ remote: 'mf-cart', version: 'bbb222', views: 2, failed: 0, errors: 0 }] }]);
    signals.flush();
    vi.advanceTimersByTime(60_000);
    expect(sent).toHaveLength(1);
  });

  it('a view that fails after it was reported is counted with the next view, never as more failures than views', () => {
    const signals = createRemoteSignals(source, send);
    signals.viewStarted('mf-cart');
    signals.flush();
    signals.failed('mf-cart');
    vi.advanceTimersByTime(2_000);
    expect(sent[1]).toEqual({ signals: [{ remote: 'mf-cart', version: 'bbb222', views: 0, failed: 0, errors: 1 }] });
    signals.viewEnded('mf-cart');
    signals.viewStarted('mf-cart');
    signals.flush();
    expect(sent[2]).toEqual({ signals: [{ remote: 'mf-cart', version: 'bbb222', views: 1, failed: 1, errors: 0 }] });
  });

  it('gives the page load’s vitals to the remote versions that rendered it, once', () => {
    const signals = createRemoteSignals(source, send);
    signals.viewStarted('mf-header');
    signals.viewStarted('mf-cart');
    signals.flush();
    // A navigation: the shop page is not what the vitals measured.
    signals.viewEnded('mf-cart');
    signals.viewStarted('mf-shop');
    signals.vital('lcp', 1234.5);
    signals.vital('cls', 0.01);
    signals.vital('lcp', 9999);
    signals.flush();
    expect(sent[1]!.signals).toEqual([
      { remote: 'mf-shop', version: '2.4.0', views: 1, failed: 0, errors: 0 },
      { remote: 'mf-header', version: 'aaa111', views: 0, failed: 0, errors: 0, lcp: 1234.5, cls: 0.01 },
      { remote: 'mf-cart', version: 'bbb222', views: 0, failed: 0, errors: 0, lcp: 1234.5, cls: 0.01 },
    ]);
    signals.vital('inp', 80);
    signals.flush();
    expect(sent[2]!.signals.map((s) => [s.remote, s.inp, s.lcp])).toEqual([
      ['mf-header', 80, undefined],
      ['mf-cart', 80, undefined],
    ]);
  });

  it('attributes a boundary’s catch and an uncaught error from a remote’s files to that remote', () => {
    const signals = createRemoteSignals(source, send);
    listenForRemoteErrors(signals, () => ['mf-header', 'mf-cart'], source);
    signals.viewStarted('mf-header');
    signals.viewStarted('mf-cart');
    window.dispatchEvent(new CustomEvent(REMOTE_ERROR_EVENT, { detail: { remote: 'mf-header' } }));
    window.dispatchEvent(new ErrorEvent('error', { filename: 'https://shop.example/remotes/mf-cart/bbb222/static/js/1.js', message: 'boom' }));
    // The shell's own errors are no remote's.
    window.dispatchEvent(new ErrorEvent('error', { filename: 'https://shop.example/static/js/main.js', message: 'shell' }));
    signals.flush();
    expect(sent[0]!.signals.map((s) => [s.remote, s.failed, s.errors])).toEqual([
      ['mf-header', 1, 1],
      ['mf-cart', 1, 1],
    ]);
  });
});
