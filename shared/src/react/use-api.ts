import { useCallback, useEffect, useEffectEvent, useMemo, useState } from 'react';
import { describeApiError, isCancelled, type ApiFailure } from '@shop/shared';
import { useApiLanguage } from './use-page-lang.ts';

interface ApiActions<T> {
  /** Runs the call again (the retry button of an error state, and after a change). */
  refetch: () => void;
  /** Shows a newer answer without asking again (e.g. the record a status change returned). */
  replace: (data: T) => void;
}

/**
 * The state of one call. `status` narrows the rest: `data` is there on success, `error` on failure; while a new key
 * loads, `data` is the previous answer when `keepPrevious` is set.
 */
export type ApiState<T> = (
  | { status: 'loading'; loading: true; data: T | undefined; error: null }
  | { status: 'error'; loading: false; data: undefined; error: ApiFailure }
  | { status: 'success'; loading: false; data: T; error: null }
) &
  ApiActions<T>;

/** A call whose key is null has nothing to ask yet (e.g. no query typed): idle, not loading. */
export type IdleApiState<T> = { status: 'idle'; loading: false; data: undefined; error: null } & ApiActions<T>;

interface ApiOptions {
  /** While a new key loads, keep the previous answer in `data` (tables: rows stay on screen with a spinner). */
  keepPrevious?: boolean;
}

type Settled<T> = { key: string } & ({ data: T; error: null } | { data: undefined; error: ApiFailure });

/**
 * One API call of a screen made in the browser (the admin, a dialog, a form's options; a page's own data comes from
 * its route's loader, route-data.tsx): runs `fetcher` whenever `key` or the language changes (the API answers
 * localized data), aborts the call in flight on change and on unmount. `key: null` skips the call. A result is shown
 * only for the key it was fetched for, so a screen never renders a stale answer for new params; tables pass
 * `keepPrevious`, so paging and sorting keep the rows on screen (with a spinner) instead of flashing an empty table.
 */
export function useApi<T>(key: string, fetcher: (signal: AbortSignal) => Promise<T>, opts?: ApiOptions): ApiState<T>;
export function useApi<T>(key: string | null, fetcher: (signal: AbortSignal) => Promise<T>, opts?: ApiOptions): ApiState<T> | IdleApiState<T>;
export function useApi<T>(key: string | null, fetcher: (signal: AbortSignal) => Promise<T>, opts: ApiOptions = {}): ApiState<T> | IdleApiState<T> {
  const lang = useApiLanguage();
  const [attempt, setAttempt] = useState(0);
  const requestKey = key === null ? null : `${lang}|${attempt}|${key}`;
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  const [last, setLast] = useState<T | undefined>(undefined);
  const run = useEffectEvent((signal: AbortSignal) => fetcher(signal));

  useEffect(() => {
    if (requestKey === null) return undefined;
    const controller = new AbortController();
    run(controller.signal).then(
      (data) => {
        if (controller.signal.aborted) return;
        setSettled({ key: requestKey, data, error: null });
        setLast(data);
      },
      (error: unknown) => {
        // A call cancelled by anything else than this hook (the client's own policies) is not the screen's error.
        if (!controller.signal.aborted && !isCancelled(error)) setSettled({ key: requestKey, data: undefined, error: describeApiError(error) });
      },
    );
    return () => controller.abort();
  }, [requestKey]);

  const current = settled && settled.key === requestKey ? settled : null;
  // Stable across renders, so a screen can hand them to memoised children and effects without re-running them.
  const refetch = useCallback(() => setAttempt((n) => n + 1), []);
  const replace = useCallback(
    (data: T) => {
      if (requestKey === null) return;
      setSettled({ key: requestKey, data, error: null });
      setLast(data);
    },
    [requestKey],
  );
  const actions: ApiActions<T> = useMemo(() => ({ refetch, replace }), [refetch, replace]);
  if (requestKey === null) return { status: 'idle', loading: false, data: undefined, error: null, ...actions };
  if (current?.error) return { status: 'error', loading: false, data: undefined, error: current.error, ...actions };
  if (current) return { status: 'success', loading: false, data: current.data, error: null, ...actions };
  return { status: 'loading', loading: true, data: opts.keepPrevious ? last : undefined, error: null, ...actions };
}
