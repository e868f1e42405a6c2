import { useSyncExternalStore } from 'react';
import { i18n } from '@shop/shared';

function subscribe(onChange: () => void): () => void {
  i18n.on('languageChanged', onChange);
  return () => i18n.off('languageChanged', onChange);
}

/**
 * The language the shared API client sends as the Localization header. Data that depends on the language reloads
 * when this changes, i.e. once the shell has switched the site language, never with the previous one.
 */
export function useApiLanguage(): string {
  return useSyncExternalStore(subscribe, () => i18n.language, () => i18n.language);
}
