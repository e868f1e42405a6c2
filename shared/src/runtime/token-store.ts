/** The admin token lives in a cookie-like store named `token` (spec section 3). */
const COOKIE = 'token';
/** As long as the server keeps a session at most (SESSION_ABSOLUTE_SECONDS): a dead token is not kept longer. */
const MAX_AGE_SECONDS = 12 * 3600;

export const tokenStore = {
  get(): string | null {
    if (typeof document === 'undefined') return null;
    const match = document.cookie.split('; ').find((part) => part.startsWith(`${COOKIE}=`));
    return match ? decodeURIComponent(match.slice(COOKIE.length + 1)) : null;
  },
  set(token: string): void {
    const secure = window.location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = `${COOKIE}=${encodeURIComponent(token)}; Path=/; Max-Age=${MAX_AGE_SECONDS}; SameSite=Strict${secure}`;
  },
  clear(): void {
    document.cookie = `${COOKIE}=; Path=/; Max-Age=0; SameSite=Strict`;
  },
};
