import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import axios from 'axios';
import { describeApiError, type ApiFailure } from '@shop/shared';
import { useApiLanguage } from './use-api-language.ts';

export type ApiState<T> =
  | { status: 'loading'; data?: undefined; failure?: undefined }
  | { status: 'error'; failure: ApiFailure; data?: undefined }
  | { status: 'success'; data: T; failure?: undefined };

interface Settled<T> {
  /** The request the answer belongs to (language, attempt and key), so a stale answer is never shown. */
  request: string;
  state: ApiState<T>;
}

/**
 * One API call of a screen: runs `fetcher` whenever `key` or the language changes (the API answers in the language
 * of the Localization header), aborts the call in flight on change and unmount, and offers a retry.
 * `key: null` skips the call (the state stays loading).
 */
export function useApi<T>(key: string | null, fetcher: (signal: AbortSignal) => Promise<T>): ApiState<T> & { retry: () => void } {
  const lang = useApiLanguage();
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  const request = key === null ? null : `${lang}|${attempt}|${key}`;
  const run = useEffectEvent((signal: AbortSignal) => fetcher(signal));

  useEffect(() => {
    if (request === null) return undefined;
    const controller = new AbortController();
    run(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setSettled({ request, state: { status: 'success', data } });
      },
      (error: unknown) => {
        if (controller.signal.aborted || axios.isCancel(error)) return;
        setSettled({ request, state: { status: 'error', failure: describeApiError(error) } });
      },
    );
    return () => controller.abort();
  }, [request]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const state: ApiState<T> = settled !== null && settled.request === request ? settled.state : { status: 'loading' };
  return { ...state, retry };
}
