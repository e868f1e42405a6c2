import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { registerNamespace, reportNavigationPending, setLanguage } from '@shop/shared';
import { installNavigationProgress, SHOW_AFTER_MS } from './navigation-progress.ts';

const routing = (name: 'before-routing-event' | 'routing-event') => window.dispatchEvent(new CustomEvent(`single-spa:${name}`, { detail: {} }));
const bar = () => document.querySelector<HTMLElement>('[role="progressbar"]');
const main = () => document.getElementById('slot-main');

describe('the navigation progress bar', () => {
  beforeAll(async () => {
    document.body.innerHTML = '<main id="slot-main"><h1>Brány</h1></main>';
    await setLanguage('sk');
    await registerNamespace('shell', (lang) => import(`../locales/${lang}.json`));
    installNavigationProgress();
    // The page the browser loaded: its routing shows no bar, however long the remotes take.
    vi.useFakeTimers();
    routing('before-routing-event');
    vi.advanceTimersByTime(2_000);
    expect(bar()?.hidden).toBe(true);
    routing('routing-event');
  });
  afterAll(() => vi.useRealTimers());
  afterEach(() => {
    routing('routing-event');
    reportNavigationPending('mf-shop', false);
    vi.advanceTimersByTime(SHOW_AFTER_MS);
  });

  it('stays hidden for a navigation that draws its page quickly', () => {
    routing('before-routing-event');
    vi.advanceTimersByTime(SHOW_AFTER_MS - 50);
    routing('routing-event');
    vi.advanceTimersByTime(1_000);
    expect(bar()?.hidden).toBe(true);
    expect(main()).not.toHaveAttribute('aria-busy');
  });

  it('shows, named in the page language, while the shell loads the next remote, and goes when it is mounted', () => {
    routing('before-routing-event');
    vi.advanceTimersByTime(SHOW_AFTER_MS);
    expect(bar()).toBeVisible();
    expect(bar()).toHaveAccessibleName('Načítava sa stránka…');
    expect(main()).toHaveAttribute('aria-busy', 'true');
    routing('routing-event');
    expect(bar()?.hidden).toBe(true);
    expect(main()).not.toHaveAttribute('aria-busy');
  });

  it('shows while a remote\'s router waits for its next page, after the shell is done', () => {
    routing('before-routing-event');
    reportNavigationPending('mf-shop', true);
    routing('routing-event');
    vi.advanceTimersByTime(SHOW_AFTER_MS);
    expect(bar()).toBeVisible();
    reportNavigationPending('mf-shop', false);
    expect(bar()?.hidden).toBe(true);
  });
});
