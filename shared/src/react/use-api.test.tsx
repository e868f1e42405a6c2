// The one API-call hook of mf-admin and mf-shop, with the shared i18next instance as the screens have it.
import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
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
});
