import { useCallback, useEffect } from 'react';
import { loadRecaptcha, publicConfig, recaptchaToken } from '@shop/shared';

/** The bot check could not run in the browser (Google's script did not load or answer): the form says so. */
export class BotCheckUnavailableError extends Error {}

/**
 * The bot check of a public form the server checks (the sent cart, the inquiry forms): with a reCAPTCHA site key in
 * the public configuration the script loads while the visitor fills the form, and `token()` gives a fresh token for
 * this action (tokens expire after two minutes, so one is taken per send); without a key `token()` gives null and
 * nothing loads. `enabled` says whether the form must show Google's notice (read it once the page is live: the
 * server's render has no configuration).
 */
export function useBotCheck(action: string): { enabled: boolean; token: () => Promise<string | null> } {
  const siteKey = publicConfig().recaptchaSiteKey;
  useEffect(() => {
    if (siteKey) loadRecaptcha(siteKey).catch((error: unknown) => console.warn('[bot check] reCAPTCHA is not available yet.', error));
  }, [siteKey]);
  const token = useCallback(async (): Promise<string | null> => {
    if (!siteKey) return null;
    try {
      return await recaptchaToken(siteKey, action);
    } catch (error) {
      throw new BotCheckUnavailableError(error instanceof Error ? error.message : String(error));
    }
  }, [siteKey, action]);
  return { enabled: Boolean(siteKey), token };
}
