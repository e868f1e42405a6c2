import { useEffect, useEffectEvent, useState } from 'react';
import { describeApiError, type ApiFailure } from '@shop/shared';
import { useLang } from './use-lang.ts';

export interface ApiState<T> {
  /** The answer for the current key; while a new key loads, the previous answer when `keepPrevious` is set. */
  data: T | undefined;
  error: ApiFailure | null;
  loading: boolean;
  /** Runs the call again (the retry button of an error state, and after a change). */
  refetch: () => void;
  /** Shows a newer answer without asking again (e.g. the record a status change returned). */
  replace: (data: T) => void;
}

interface Settled<T> {
  key: string;
  data: T | undefined;
  error: ApiFailure | null;
}

/**
 * One API call of a screen: runs `fetcher` whenever `key` or the language changes (the API answers localized
 * data), aborts the call in flight on change and on unmount. `key: null` skips the call. A result is shown only
 * for the key it was fetched for, so a screen never renders a stale answer for new params; tables pass
 * `keepPrevious`, so paging and sorting keep the rows on screen (with a spinner) instead of flashing an empty table.
 */
export function useApi<T>(key: string | null, fetcher: (signal: AbortSignal) => Promise<T>, opts: { keepPrevious?: boolean } = {}): ApiState<T> {
  const lang = useLang();
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  const [last, setLast] = useState<T | undefined>(undefined);
  const requestKey = key === null ? null : `${lang}|${attempt}|${key}`;
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
        if (!controller.signal.aborted) setSettled({ key: requestKey, data: undefined, error: describeApiError(error) });
      },
    );
    return () => controller.abort();
  }, [requestKey]);

  const current = settled && settled.key === requestKey ? settled : null;
  return {
    data: current?.data ?? (opts.keepPrevious && !current?.error ? last : undefined),
    error: current?.error ?? null,
    loading: requestKey !== null && current === null,
    refetch: () => setAttempt((n) => n + 1),
    replace: (data) => {
      if (requestKey === null) return;
      setSettled({ key: requestKey, data, error: null });
      setLast(data);
    },
  };
}
