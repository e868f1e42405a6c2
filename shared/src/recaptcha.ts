// reCAPTCHA v3 for every public form the server checks (the sent cart, the inquiry forms): the script is loaded once
// with the site key from the public configuration, then polled every 25 ms (spec section 9) until grecaptcha is ready.
// The forms hide the badge and show Google's notice beside their send button instead.
export interface Grecaptcha {
  ready: (callback: () => void) => void;
  execute: (siteKey: string, options: { action: string }) => Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

export const RECAPTCHA_POLL_MS = 25;
export const RECAPTCHA_TIMEOUT_MS = 15_000;
const SCRIPT_ID = 'recaptcha-v3-script';

let pending: Promise<Grecaptcha> | null = null;

export function recaptchaScriptUrl(siteKey: string): string {
  return `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
}

/** Loads the script (once per page) and resolves when grecaptcha can execute; a failure allows a new attempt. */
export function loadRecaptcha(siteKey: string, timeoutMs = RECAPTCHA_TIMEOUT_MS): Promise<Grecaptcha> {
  // The script was removed from the page (e.g. after a failure): load it anew.
  if (pending && !document.getElementById(SCRIPT_ID)) pending = null;
  pending ??= new Promise<Grecaptcha>((resolve, reject) => {
    let script = document.getElementById(SCRIPT_ID) as HTMLScriptElement | null;
    let failed = false;
    if (!script) {
      script = document.createElement('script');
      script.id = SCRIPT_ID;
      script.src = recaptchaScriptUrl(siteKey);
      script.async = true;
      script.defer = true;
      script.addEventListener('error', () => {
        failed = true;
      });
      document.head.appendChild(script);
    }
    const started = Date.now();
    const timer = setInterval(() => {
      const grecaptcha = window.grecaptcha;
      if (grecaptcha && typeof grecaptcha.execute === 'function' && typeof grecaptcha.ready === 'function') {
        clearInterval(timer);
        grecaptcha.ready(() => resolve(grecaptcha));
      } else if (failed || Date.now() - started > timeoutMs) {
        clearInterval(timer);
        script?.remove();
        reject(new Error(failed ? 'The reCAPTCHA script could not be loaded.' : 'The reCAPTCHA script did not become ready in time.'));
      }
    }, RECAPTCHA_POLL_MS);
  }).catch((error: unknown) => {
    pending = null;
    throw error;
  });
  return pending;
}

/** A fresh token for one action (tokens expire after two minutes, so one is taken per send). */
export async function recaptchaToken(siteKey: string, action: string): Promise<string> {
  const grecaptcha = await loadRecaptcha(siteKey);
  return grecaptcha.execute(siteKey, { action });
}
