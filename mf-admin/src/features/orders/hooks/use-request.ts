import { useEffect, useState } from 'react';
import { describeApiError, type ApiFailure } from '@shop/shared';

export interface RequestState<T> {
  data: T | undefined;
  error: ApiFailure | null;
  loading: boolean;
  reload: () => void;
  /** Replaces the data with a newer answer (e.g. the one a status change returned). */
  replace: (data: T) => void;
}

/** One call of a screen, run again when `key` changes; the call in flight is aborted on change and unmount. */
export function useRequest<T>(key: string, fetcher: (signal: AbortSignal) => Promise<T>): RequestState<T> {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ key: string; data?: T; error: ApiFailure | null } | null>(null);
  const [previous, setPrevious] = useState<T | undefined>(undefined);
  const requestKey = `${key}|${attempt}`;

  useEffect(() => {
    const controller = new AbortController();
    fetcher(controller.signal).then(
      (data) => {
        if (controller.signal.aborted) return;
        setState({ key: requestKey, data, error: null });
        setPrevious(data);
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ key: requestKey, error: describeApiError(error) });
      },
    );
    return () => controller.abort();
    // The fetcher is recreated each render; the key says when the call changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [requestKey]);

  const current = state?.key === requestKey ? state : null;
  return {
    // While a new page or filter loads, the previous rows stay (with a spinner) instead of an empty table.
    data: current ? current.data : previous,
    error: current?.error ?? null,
    loading: current === null,
    reload: () => setAttempt((n) => n + 1),
    replace: (data) => {
      setState({ key: requestKey, data, error: null });
      setPrevious(data);
    },
  };
}
