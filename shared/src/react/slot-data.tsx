// The data of a slot without routes (the header and footer of mf-header, which has no router by decision 0010): one
// `load` declared beside the slot, called once by the server before its single render pass, its result written into
// the page and given to the browser's hydrating render the same way; in the browser it loads again when the
// language changes. The routed remotes' pages have loaders instead (route-data.tsx).
import { createContext, useContext, useEffect, useState } from 'react';
import { i18n, type Lang } from '@shop/shared';
import { useApiLanguage } from './use-page-lang.ts';

/** A slot's data for one language: the server's (in its render and the hydrating render), else null. */
export interface SlotData {
  lang: Lang;
  data: unknown;
}

export const SlotDataContext = createContext<SlotData | null>(null);

/** How long a load's answer is shared by the slots that ask for it (the header, then the footer as it comes near). */
const SHARED_MS = 5_000;
const loads = new WeakMap<() => Promise<unknown>, Map<Lang, { answer: Promise<unknown>; at: number }>>();

/** One load per language at a time, whichever slot asks: the header's and the footer's roots share it. */
function sharedLoad<T>(load: () => Promise<T>, lang: Lang): Promise<T> {
  const byLang = loads.get(load) ?? new Map<Lang, { answer: Promise<unknown>; at: number }>();
  loads.set(load, byLang);
  const kept = byLang.get(lang);
  if (kept && Date.now() - kept.at <= SHARED_MS) return kept.answer as Promise<T>;
  const answer = load();
  const entry = { answer, at: Date.now() };
  byLang.set(lang, entry);
  // The API client reads the language as each request leaves, a moment after this call: an answer during whose load
  // the language changed may be in the other one, so it is not kept as this language's.
  const forget = () => {
    if (byLang.get(lang) === entry) byLang.delete(lang);
  };
  const stop = () => i18n.off('languageChanged', forget);
  i18n.on('languageChanged', forget);
  answer.then(stop, stop);
  return answer;
}

/**
 * The slot's data: what the server rendered with (hydration), else `load`'s answer once in; undefined while it loads.
 * `load` must settle its own failures (a header shows what it has); `reload` asks again (a retry).
 */
export function useSlotData<T>(load: () => Promise<T>): { data: T | undefined; reload: () => void } {
  const given = useContext(SlotDataContext);
  // A slot outside the page's routes (header, footer) shows the language the API client asks in: its data reloads
  // once the shell has switched the language, never asking in the previous one (and no router is bundled for it).
  const lang = useApiLanguage();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ lang: Lang; attempt: number; data: T } | null>(given ? { lang: given.lang, attempt: 0, data: given.data as T } : null);
  const current = state?.lang === lang && state.attempt === attempt;
  useEffect(() => {
    if (current) return;
    let live = true;
    void (attempt === 0 ? sharedLoad(load, lang) : load()).then((data) => {
      if (live) setState({ lang, attempt, data });
    });
    return () => {
      live = false;
    };
  }, [current, lang, attempt, load]);
  return { data: state?.lang === lang ? state.data : undefined, reload: () => setAttempt((n) => n + 1) };
}
