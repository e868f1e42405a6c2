import { useCallback, useContext, useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import axios from 'axios';
import { describeApiError, type ApiFailure } from '@shop/shared';
import { RenderDataContext, type RenderAnswer } from './render-data.ts';
import { useLang } from './use-lang.ts';

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

type Settled<T> = { key: string } & ({ data: T; error: null } | { data: undefined; error: ApiFailure });

const settledFrom = <T,>(key: string, answer: RenderAnswer): Settled<T> =>
  'error' in answer ? { key, data: undefined, error: answer.error } : { key, data: answer.data as T, error: null };

/**
 * One API call of a screen: runs `fetcher` whenever `key` or the language changes (the API answers localized
 * data), aborts the call in flight on change and on unmount. `key: null` skips the call. A result is shown only
 * for the key it was fetched for, so a screen never renders a stale answer for new params; tables pass
 * `keepPrevious`, so paging and sorting keep the rows on screen (with a spinner) instead of flashing an empty table.
 * Under a server render (RenderDataContext) the first render takes the answer the server had for the same request:
 * on the server it asks for it, in the browser it starts from it instead of calling again (render-data.ts).
 */
export function useApi<T>(key: string, fetcher: (signal: AbortSignal) => Promise<T>, opts?: { keepPrevious?: boolean }): ApiState<T>;
export function useApi<T>(key: string | null, fetcher: (signal: AbortSignal) => Promise<T>, opts?: { keepPrevious?: boolean }): ApiState<T> | IdleApiState<T>;
export function useApi<T>(key: string | null, fetcher: (signal: AbortSignal) => Promise<T>, opts: { keepPrevious?: boolean } = {}): ApiState<T> | IdleApiState<T> {
  const lang = useLang();
  const [attempt, setAttempt] = useState(0);
  const requestKey = key === null ? null : `${lang}|${attempt}|${key}`;
  const renderData = useContext(RenderDataContext);
  const rendered = requestKey === null ? undefined : renderData?.answers.get(requestKey);
  if (requestKey !== null && rendered === undefined) renderData?.missing?.set(requestKey, () => fetcher(new AbortController().signal));
  // The server's answer is the first state; it is taken once (the next visit to this request asks the API).
  const [settled, setSettled] = useState<Settled<T> | null>(() => (rendered && requestKey !== null ? settledFrom<T>(requestKey, rendered) : null));
  const [last, setLast] = useState<T | undefined>(() => (rendered && 'data' in rendered ? (rendered.data as T) : undefined));
  const renderedKey = useRef(rendered ? requestKey : null);
  const run = useEffectEvent((signal: AbortSignal) => fetcher(signal));

  useEffect(() => {
    if (requestKey === null) return undefined;
    if (renderedKey.current === requestKey) {
      renderedKey.current = null;
      renderData?.answers.delete(requestKey);
      return undefined;
    }
    const controller = new AbortController();
    run(controller.signal).then(
      (data) => {
        if (controller.signal.aborted) return;
        setSettled({ key: requestKey, data, error: null });
        setLast(data);
      },
      (error: unknown) => {
        // A call cancelled by anything else than this hook (the client's own policies) is not the screen's error.
        if (!controller.signal.aborted && !axios.isCancel(error)) setSettled({ key: requestKey, data: undefined, error: describeApiError(error) });
      },
    );
    return () => controller.abort();
  }, [requestKey, renderData]);

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
