import i18next, { type i18n as I18n } from 'i18next';
import { DEFAULT_LANG, isLang, LANG_CODES, localeTag, type Lang } from '../languages.ts';
import { pageLanguage } from '../routing/root-language.ts';
import { claimSingleton } from './singleton-guard.ts';

export type Messages = Record<string, unknown>;
export type MessageLoader = (lang: Lang) => Promise<Messages | { default: Messages }>;

/**
 * The one i18next instance of the page. `@shop/shared` is a Module Federation singleton, so every remote
 * gets this very object; each remote owns one namespace and loads only the language in use.
 */
export const i18n: I18n = i18next.createInstance();
claimSingleton('i18n');

const loaders = new Map<string, MessageLoader>();
const loading = new Map<string, Promise<void>>();
/** The language being switched to: a remote that registers meanwhile loads its messages for it too. */
let targetLang: Lang | null = null;

void i18n.init({
  // In the browser the page's language from the start (the shell's rule: languages.ts), so the first messages loaded
  // (this module's 'common' below) are the page's, not Slovak ones it would not show; the shell then switches as
  // the address changes.
  lng: typeof location === 'undefined' ? DEFAULT_LANG : pageLanguage(location.pathname, document.cookie, navigator.languages ?? []),
  fallbackLng: DEFAULT_LANG,
  supportedLngs: [...LANG_CODES],
  ns: [],
  defaultNS: 'common',
  resources: {},
  partialBundledLanguages: true,
  interpolation: { escapeValue: false },
  returnNull: false,
  // Re-render every react-i18next consumer when a language or a bundle arrives.
  react: { bindI18n: 'languageChanged loaded', useSuspense: false },
});

/**
 * The messages of a namespace the server wrote into the page with its render, in the page's language
 * (`<script type="application/json" id="messages-{namespace}" data-lang="{lang}">`, api's page-html.ts): a remote
 * that takes a server-rendered page over starts from them instead of asking for them first.
 */
function servedBundle(namespace: string, lang: Lang): Messages | null {
  if (typeof document === 'undefined') return null;
  const element = document.getElementById(`messages-${namespace}`);
  if (!element || element.dataset.lang !== lang) return null;
  try {
    return JSON.parse(element.textContent ?? '') as Messages;
  } catch {
    return null; // the request below gets them
  }
}

/** Adds a namespace's messages in a language, and re-renders what shows them (react-i18next binds to 'loaded'). */
function addBundle(namespace: string, lang: Lang, messages: Messages): void {
  i18n.addResourceBundle(lang, namespace, messages, true, true);
  i18n.emit('loaded', { [lang]: [namespace] });
}

function ensureBundle(namespace: string, lang: Lang): Promise<void> {
  if (i18n.hasResourceBundle(lang, namespace)) return Promise.resolve();
  const served = servedBundle(namespace, lang);
  if (served) {
    addBundle(namespace, lang, served);
    return Promise.resolve();
  }
  const key = `${namespace}:${lang}`;
  const pending = loading.get(key);
  if (pending) return pending;
  const loader = loaders.get(namespace);
  if (!loader) return Promise.resolve();
  const promise = loader(lang)
    .then((module) => {
      addBundle(namespace, lang, 'default' in module && typeof module.default === 'object' ? (module.default as Messages) : (module as Messages));
    })
    .finally(() => loading.delete(key));
  loading.set(key, promise);
  return promise;
}

/**
 * Registers a namespace and loads its messages for the current language (and the one being switched to). Not the
 * fallback language's too: every language has every key (locales.test.ts), so an English page would load Slovak
 * messages it never shows (~5 KB in four requests of its first load).
 */
export async function registerNamespace(namespace: string, loader: MessageLoader): Promise<void> {
  if (!loaders.has(namespace)) loaders.set(namespace, loader);
  const langs = new Set<Lang>([currentLang(), targetLang ?? currentLang()]);
  await Promise.all([...langs].map((lang) => ensureBundle(namespace, lang)));
}

/** Loads each registered namespace's messages in a language once, without switching to it (a server render's clone). */
export async function loadLanguage(lang: Lang): Promise<void> {
  await Promise.all([...loaders.keys()].map((ns) => ensureBundle(ns, lang)));
}

/** Switches every mounted remote to a language, after loading each registered namespace for it once. */
export async function setLanguage(lang: Lang): Promise<void> {
  targetLang = lang;
  await loadLanguage(lang);
  if (targetLang !== lang) return; // a newer switch superseded this one
  if (i18n.language !== lang) await i18n.changeLanguage(lang);
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
}

export function currentLang(): Lang {
  const lang = i18n.language;
  return isLang(lang) ? lang : DEFAULT_LANG;
}

export function currentLocaleTag(): string {
  return localeTag(currentLang());
}

registerNamespace('common', (lang) => import(`../i18n/locales/${lang}.json`)).catch((error: unknown) => {
  console.error('Could not load the common messages', error);
});
