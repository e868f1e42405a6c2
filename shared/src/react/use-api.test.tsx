// The API-call hook of browser-only calls (the admin, dialogs, forms' options), with the shared i18next instance.
import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { AxiosError, CanceledError } from 'axios';
import { describe, expect, it } from 'vitest';
import { i18n } from '@shop/shared';
import { useApi } from './use-api.ts';

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
});
