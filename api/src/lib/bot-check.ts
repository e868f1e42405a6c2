// reCAPTCHA (v3 score or v2 checkbox) verification of the bot-check token sent with a cart or an inquiry: one check
// for every public form that costs the shop work or mail. Without a secret (RECAPTCHA_SECRET) it lets everything through.
import { HttpError, unprocessable } from './errors.ts';

export const RECAPTCHA_MIN_SCORE = 0.5;
const VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

export type BotCheck = (token: string | undefined, remoteIp: string) => Promise<void>;

export function createRecaptchaCheck(secret: string | undefined, fetchImpl: typeof fetch = fetch): BotCheck {
  if (!secret) return async () => {};
  return async (token, remoteIp) => {
    if (!token) throw unprocessable('The bot check is missing; reload the page and try again', [{ field: 'g-recaptcha-response', message: 'is required' }], 'botCheck.missing');
    let body: { success?: boolean; score?: number };
    try {
      const res = await fetchImpl(VERIFY_URL, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ secret, response: token, remoteip: remoteIp }),
        signal: AbortSignal.timeout(5000),
      });
      body = (await res.json()) as { success?: boolean; score?: number };
    } catch {
      throw new HttpError(503, 'The bot check service could not be reached; try again in a moment', undefined, 'botCheck.unavailable');
    }
    if (!body.success || (typeof body.score === 'number' && body.score < RECAPTCHA_MIN_SCORE)) {
      throw unprocessable('The bot check failed; reload the page and try again', [{ field: 'g-recaptcha-response', message: 'was not accepted' }], 'botCheck.failed');
    }
  };
}
