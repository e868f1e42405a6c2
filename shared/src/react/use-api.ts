import { use, useCallback, useContext, useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { describeApiError, isCancelled, type ApiFailure } from '@shop/shared';
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

interface ApiOptions {
  /** While a new key loads, keep the previous answer in `data` (tables: rows stay on screen with a spinner). */
  keepPrevious?: boolean;
  /** Render the screen's first frame with its answer when it comes within FIRST_ANSWER_WAIT_MS (see useApi). */
  waitOnMount?: boolean;
}

type Settled<T> = { key: string } & ({ data: T; error: null } | { data: undefined; error: ApiFailure });

const settledFrom = <T,>(key: string, answer: RenderAnswer): Settled<T> =>
  'error' in answer ? { key, data: undefined, error: answer.error } : { key, data: answer.data as T, error: null };

/**
 * How long a screen mounting with `waitOnMount` keeps the page before it on screen while its first answer is on
 * its way. Within it the screen renders once, with its data (its loading state is never drawn: an answer fetched
 * ahead is often already in); after it, the loading state shows and the answer follows as usual.
 */
export const FIRST_ANSWER_WAIT_MS = 250;
/**
 * A first answer no screen took (the navigation went elsewhere while it was asked) is dropped after this, and a
 * later mount asks again: the same freshness as an answer fetched ahead (AHEAD_MS in shared/src/runtime/ahead.ts).
 */
const FIRST_ANSWER_KEEP_MS = 5_000;

/** The first call of a mounting screen, started by its render and shared by the render's retries. */
interface FirstAnswer {
  key: string;
  at: number;
  /** Null until the answer is in (or the call was cancelled by the client, which leaves the screen loading). */
  settled: Settled<unknown> | null;
  answer: Promise<Settled<unknown> | null>;
  /** Opens when the answer is in or FIRST_ANSWER_WAIT_MS have passed; `waited` then says the wait ran out. */
  gate: Promise<void>;
  waited: boolean;
  controller: AbortController;
}

// Calls started by renders that have not committed yet, by request key (a suspended render keeps no state of its own).
const firstAnswers = new Map<string, FirstAnswer>();

function firstAnswer(key: string, fetcher: (signal: AbortSignal) => Promise<unknown>): FirstAnswer {
  const at = Date.now();
  const existing = firstAnswers.get(key);
  // The same render retried (or StrictMode's second render) shares the call.
  if (existing && at - existing.at <= FIRST_ANSWER_KEEP_MS) return existing;
  for (const [other, entry] of firstAnswers) {
    if (at - entry.at <= FIRST_ANSWER_KEEP_MS) continue;
    entry.controller.abort();
    firstAnswers.delete(other);
  }
  const controller = new AbortController();
  const answer = fetcher(controller.signal).then(
    (data): Settled<unknown> => ({ key, data, error: null }),
    (error: unknown): Settled<unknown> | null => (isCancelled(error) ? null : { key, data: undefined, error: describeApiError(error) }),
  );
  const entry: FirstAnswer = { key, at, settled: null, answer, gate: Promise.resolve(), waited: false, controller };
  void answer.then((settled) => {
    entry.settled = settled;
  });
  const timeUp = new Promise<void>((resolve) => setTimeout(resolve, FIRST_ANSWER_WAIT_MS));
  const gate: Promise<void> & { status?: 'fulfilled'; value?: undefined } = Promise.race([answer, timeUp]).then(() => {
    if (entry.settled === null) entry.waited = true;
    // React's convention for a promise known to be resolved: `use` returns at once instead of suspending again.
    gate.status = 'fulfilled';
  });
  entry.gate = gate;
  firstAnswers.set(key, entry);
  return entry;
}

/**
 * One API call of a screen: runs `fetcher` whenever `key` or the language changes (the API answers localized
 * data), aborts the call in flight on change and on unmount. `key: null` skips the call. A result is shown only
 * for the key it was fetched for, so a screen never renders a stale answer for new params; tables pass
 * `keepPrevious`, so paging and sorting keep the rows on screen (with a spinner) instead of flashing an empty table.
 * Under a server render (RenderDataContext) the first render takes the answer the server had for the same request:
 * on the server it asks for it, in the browser it starts from it instead of calling again (render-data.ts).
 *
 * `waitOnMount` is for a page's first request, on a page mounted by a navigation (a transition: React Router's
 * and the shell's mounts are). Its first render starts the call and suspends on it for up to
 * FIRST_ANSWER_WAIT_MS, so the page before stays on screen and the new page renders once, with its data, instead
 * of drawing its loading state first and its data a moment later. Only on mount: a new key of a mounted screen
 * (a page of a list) loads as usual. Not for anything mounted by a click outside a transition (a dialog): React
 * would show the nearest Suspense fallback instead of keeping the screen.
 */
export function useApi<T>(key: string, fetcher: (signal: AbortSignal) => Promise<T>, opts?: ApiOptions): ApiState<T>;
export function useApi<T>(key: string | null, fetcher: (signal: AbortSignal) => Promise<T>, opts?: ApiOptions): ApiState<T> | IdleApiState<T>;
export function useApi<T>(key: string | null, fetcher: (signal: AbortSignal) => Promise<T>, opts: ApiOptions = {}): ApiState<T> | IdleApiState<T> {
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
  // Not on the server (its render asks through `missing`) nor when hydrating with the server's answer.
  const [first] = useState(() =>
    opts.waitOnMount && requestKey !== null && rendered === undefined && renderData?.missing === undefined ? firstAnswer(requestKey, fetcher) : null,
  );
  // Shown until the state holds an answer (a newer key's, or one `replace` gave); taken by the effect just once.
  const firstTaken = useRef(false);
  const firstShown = first !== null && first.key === requestKey && settled === null;
  // Suspends this render (the transition keeps the page before) until the answer or the end of the wait; once the
  // gate is open it returns at once. Called on every render that shows the first answer, so a render React replays
  // after the answer came calls it as the suspended one did.
  if (firstShown) use(first.gate);
  const run = useEffectEvent((signal: AbortSignal) => fetcher(signal));

  useEffect(() => {
    if (requestKey === null) return undefined;
    if (renderedKey.current === requestKey) {
      renderedKey.current = null;
      renderData?.answers.delete(requestKey);
      return undefined;
    }
    if (first !== null && !firstTaken.current) {
      firstTaken.current = true;
      if (first.key === requestKey) {
        // Taken: a later mount asks again.
        firstAnswers.delete(requestKey);
        if (first.settled !== null) return undefined;
        // The wait ran out before the answer: it comes into the state when it arrives.
        let current = true;
        void first.answer.then((answer) => {
          if (!current || answer === null) return;
          setSettled(answer as Settled<T>);
          if (answer.error === null) setLast(answer.data as T);
        });
        return () => {
          current = false;
        };
      }
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
        if (!controller.signal.aborted && !isCancelled(error)) setSettled({ key: requestKey, data: undefined, error: describeApiError(error) });
      },
    );
    return () => controller.abort();
  }, [requestKey, renderData, first]);

  const firstSettled = firstShown && first.settled !== null ? (first.settled as Settled<T>) : null;
  const current = settled && settled.key === requestKey ? settled : firstSettled;
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
  // The previous answer: the last one the state took, else the mount's first answer (taken without the state).
  const previous = last ?? (first?.settled && first.settled.error === null ? (first.settled.data as T) : undefined);
  return { status: 'loading', loading: true, data: opts.keepPrevious ? previous : undefined, error: null, ...actions };
}
