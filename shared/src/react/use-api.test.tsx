// The one API-call hook of mf-admin, mf-shop and mf-catalog, with the shared i18next instance as the screens have it.
import { startTransition, useEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { act, renderHook, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { AxiosError, CanceledError } from 'axios';
import { describe, expect, it } from 'vitest';
import { i18n } from '@shop/shared';
import { FIRST_ANSWER_WAIT_MS, useApi } from './use-api.ts';

const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;

/** A fetcher whose answers the test releases one by one, counting the calls. */
function controlledFetcher() {
  const calls: Array<(value: string) => void> = [];
  const fetcher = (key: string) => () => new Promise<string>((resolve) => calls.push((value) => resolve(`${key}:${value}`)));
  return { calls, fetcher };
}

describe('useApi', () => {
  it('shows an answer only for the key it was fetched for; with keepPrevious the old one stays while the new loads', async () => {
    const { calls, fetcher } = controlledFetcher();
    const { result, rerender } = renderHook(({ page, keep }) => useApi(`orders|${page}`, fetcher(`page${page}`), { keepPrevious: keep }), {
      wrapper,
      initialProps: { page: 1, keep: false },
    });
    expect(result.current).toMatchObject({ loading: true, data: undefined });
    act(() => calls[0]!('rows'));
    await waitFor(() => expect(result.current).toMatchObject({ loading: false, data: 'page1:rows' }));

    rerender({ page: 2, keep: false });
    expect(result.current).toMatchObject({ loading: true, data: undefined });
    rerender({ page: 3, keep: true });
    expect(result.current).toMatchObject({ loading: true, data: 'page1:rows' });
  });

  it('replace shows a newer answer without asking again', async () => {
    const { calls, fetcher } = controlledFetcher();
    const { result } = renderHook(() => useApi('order|42', fetcher('order')), { wrapper });
    act(() => calls[0]!('new'));
    await waitFor(() => expect(result.current.data).toBe('order:new'));
    act(() => result.current.replace('order:handled'));
    expect(result.current).toMatchObject({ loading: false, data: 'order:handled', error: null });
    expect(calls).toHaveLength(1);
  });

  it('reports a failure with its status, and refetch asks again and shows the answer', async () => {
    let calls = 0;
    const fetcher = () => {
      calls += 1;
      if (calls === 1) return Promise.reject(new AxiosError('Not Found', 'ERR_BAD_REQUEST', undefined, undefined, { status: 404, statusText: 'Not Found', data: { message: 'Category not found' }, headers: {}, config: { headers: {} as never } }));
      return Promise.resolve('found');
    };
    const { result } = renderHook(() => useApi('category|gates', fetcher), { wrapper });
    const firstRefetch = result.current.refetch;
    await waitFor(() => expect(result.current.status).toBe('error'));
    // The same function across renders: a retry button or an effect holding it does not re-render or re-run.
    expect(result.current.refetch).toBe(firstRefetch);
    expect(result.current.error).toMatchObject({ status: 404 });
    expect(result.current.data).toBeUndefined();
    act(() => result.current.refetch());
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current).toMatchObject({ status: 'success', data: 'found', error: null }));
  });

  it('is idle, not loading, while the key is null, and asks nothing', () => {
    let calls = 0;
    const { result } = renderHook(() => useApi(null, () => Promise.resolve(++calls)), { wrapper });
    expect(result.current).toMatchObject({ status: 'idle', loading: false, data: undefined, error: null });
    expect(calls).toBe(0);
  });

  it('does not show a call cancelled by the client (not by the screen) as an error', async () => {
    let calls = 0;
    const { result } = renderHook(() => useApi('menu', () => (++calls === 1 ? Promise.reject(new CanceledError()) : Promise.resolve('menu'))), { wrapper });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current.status).toBe('loading');
    act(() => result.current.refetch());
    await waitFor(() => expect(result.current).toMatchObject({ status: 'success', data: 'menu' }));
  });

  describe('waitOnMount (a page mounted by a navigation)', () => {
    /** Mounts a screen as a navigation does (in a transition) and records what each committed frame showed. */
    async function mountInTransition(fetcher: (key: string) => Promise<string>, initialKey: string) {
      const frames: string[] = [];
      function Screen({ pageKey }: { pageKey: string }) {
        const state = useApi(pageKey, () => fetcher(pageKey), { waitOnMount: true });
        const shown = state.status === 'success' ? state.data : state.status;
        useEffect(() => {
          frames.push(shown);
        }, [shown]);
        return <p>{shown}</p>;
      }
      const root = createRoot(document.createElement('div'));
      const show = async (pageKey: string) => {
        await act(async () => {
          startTransition(() => root.render(wrapper({ children: <Screen pageKey={pageKey} /> })));
        });
      };
      await show(initialKey);
      return { frames, show, unmount: () => act(() => root.unmount()) };
    }

    it('renders the first frame with the answer when it comes within the wait: no loading frame, one call', async () => {
      let calls = 0;
      const { frames, unmount } = await mountInTransition(async (key) => {
        calls += 1;
        await new Promise((resolve) => setTimeout(resolve, 20));
        return `${key}:data`;
      }, 'product|gate');
      await waitFor(() => expect(frames).toEqual(['product|gate:data']));
      expect(calls).toBe(1);
      unmount();
    });

    it('with keepPrevious, a new key of the mounted screen keeps the first answer on screen while it loads', async () => {
      const frames: string[] = [];
      let release: (() => void) | null = null;
      function Screen({ pageKey }: { pageKey: string }) {
        const state = useApi(pageKey, () => (pageKey.endsWith('2') ? new Promise<string>((resolve) => (release = () => resolve(`${pageKey}:data`))) : Promise.resolve(`${pageKey}:data`)), { waitOnMount: true, keepPrevious: true });
        const shown = `${state.status}:${state.data ?? '-'}`;
        useEffect(() => {
          frames.push(shown);
        }, [shown]);
        return <p>{shown}</p>;
      }
      const root = createRoot(document.createElement('div'));
      await act(async () => {
        startTransition(() => root.render(wrapper({ children: <Screen pageKey="list|1" /> })));
      });
      await waitFor(() => expect(frames).toEqual(['success:list|1:data']));
      await act(async () => root.render(wrapper({ children: <Screen pageKey="list|2" /> })));
      expect(frames.at(-1)).toBe('loading:list|1:data');
      await act(async () => release?.());
      await waitFor(() => expect(frames.at(-1)).toBe('success:list|2:data'));
      act(() => root.unmount());
    });

    it('shows the loading state once the wait runs out, then the answer of the same call', async () => {
      let calls = 0;
      let answer = () => undefined as void;
      // The answer comes only once the loading state is on screen: the test follows the order, not a clock.
      const { frames, unmount } = await mountInTransition((key) => {
        calls += 1;
        return new Promise<string>((resolve) => (answer = () => resolve(`${key}:late`)));
      }, 'product|slow');
      await waitFor(() => expect(frames).toEqual(['loading']), { timeout: FIRST_ANSWER_WAIT_MS * 20 });
      answer();
      await waitFor(() => expect(frames).toEqual(['loading', 'product|slow:late']));
      expect(calls).toBe(1);
      unmount();
    });

    it('loads a new key of the mounted screen as usual, and asks again when it comes back to the first key', async () => {
      let calls = 0;
      const { frames, show, unmount } = await mountInTransition(async (key) => `${key}:${++calls}`, 'category|gates|1');
      await waitFor(() => expect(frames).toEqual(['category|gates|1:1']));
      await show('category|gates|2');
      await waitFor(() => expect(frames.at(-1)).toBe('category|gates|2:2'));
      await show('category|gates|1');
      // A fresh answer, not the first one kept from the mount.
      await waitFor(() => expect(frames.at(-1)).toBe('category|gates|1:3'));
      expect(frames).toContain('loading');
      unmount();
    });
  });
});
