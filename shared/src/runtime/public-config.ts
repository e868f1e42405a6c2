/** Public configuration the server writes into the page (`<script id="public-config" type="application/json">`). */
export interface PublicConfig {
  apiBase: string;
  recaptchaSiteKey: string | null;
  mapsKey: string | null;
  analyticsId: string | null;
  /** The consent analytics starts with before the visitor chooses (spec section 7); 'denied' when not set. */
  analyticsConsent?: 'granted' | 'denied';
}

const DEFAULTS: PublicConfig = { apiBase: '', recaptchaSiteKey: null, mapsKey: null, analyticsId: null };

let cached: PublicConfig | null = null;

/** On the server: the configuration the page will carry, for a server render (which has no page to read it from). */
export function providePublicConfig(config: Partial<PublicConfig>): void {
  cached = { ...DEFAULTS, ...config };
}

export function publicConfig(): PublicConfig {
  if (cached) return cached;
  const element = typeof document === 'undefined' ? null : document.getElementById('public-config');
  let parsed: Partial<PublicConfig> = {};
  if (element?.textContent) {
    try {
      parsed = JSON.parse(element.textContent) as Partial<PublicConfig>;
    } catch {
      console.error('The public configuration of the page is not valid JSON; using defaults.');
    }
  }
  cached = { ...DEFAULTS, ...parsed };
  return cached;
}
