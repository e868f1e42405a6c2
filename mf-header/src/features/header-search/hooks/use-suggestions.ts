import { useEffect, useRef, useState } from 'react';
import { MIN_SEARCH_LENGTH, type Suggestion } from '@shop/shared';
import { useApiLanguage } from '@shop/shared/react';
import { getSuggestions } from '../api/get-suggestions.ts';

/** Typing pauses this long before a request goes out. */
export const SUGGEST_DEBOUNCE_MS = 250;

export interface SuggestionsState {
  /** The query the shown items answer ('' when none). */
  query: string;
  items: Suggestion[];
  status: 'idle' | 'loading' | 'ready' | 'failed';
}

interface Settled {
  query: string;
  lang: string;
  items: Suggestion[];
  failed: boolean;
}

/**
 * Suggestions for the typed text: nothing under 2 characters (no call, no list), else one debounced call.
 * A newer text aborts the call in flight (AbortController), and every answer carries its request number: only the
 * newest request may set the list, so a slow stale answer never overwrites a newer one.
 */
export function useSuggestions(text: string): SuggestionsState {
  const lang = useApiLanguage();
  const query = text.trim();
  const valid = query.length >= MIN_SEARCH_LENGTH;
  const [settled, setSettled] = useState<Settled | null>(null);
  const latest = useRef(0);

  useEffect(() => {
    const request = ++latest.current;
    if (!valid) return undefined;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      getSuggestions(query, controller.signal).then(
        (items) => {
          if (request === latest.current) setSettled({ query, lang, items, failed: false });
        },
        (error: unknown) => {
          if (controller.signal.aborted || request !== latest.current) return;
          console.warn('[mf-header] Search suggestions could not be loaded.', error);
          setSettled({ query, lang, items: [], failed: true });
        },
      );
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [query, valid, lang]);

  // Under 2 characters the list is gone: a later text starts from an empty list, not from an old answer.
  if (!valid && settled !== null) setSettled(null);
  if (!valid) return { query: '', items: [], status: 'idle' };
  // While the newer text loads, the last answer stays visible (no flicker); it is replaced, never mixed.
  const current = settled && settled.lang === lang ? settled : null;
  const status = current?.query === query ? (current.failed ? 'failed' : 'ready') : 'loading';
  return { query: current?.query ?? '', items: current?.items ?? [], status };
}
