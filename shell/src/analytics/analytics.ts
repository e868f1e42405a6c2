import { consentRequests$, i18n, publicConfig } from '@shop/shared';
import { analyticsAllowed, isAnalyticsPage, storeConsent, storedConsent, type Consent } from './consent.ts';

/**
 * Analytics (spec section 7): configured from public settings (id and initial consent); a consent banner in the
 * visitor's language; the script loads only after consent; the choice is remembered and can be changed from the
 * footer. Without an analytics id there is no banner and no script. Not in the admin (isAnalyticsPage): the banner
 * stays away there and, if the script was loaded on a public page before, Google's documented opt-out flag
 * (window['ga-disable-<id>']) keeps it from sending the admin's pages.
 */
export function installAnalytics(): void {
  const { analyticsId, analyticsConsent } = publicConfig();
  if (!analyticsId) return;
  const initial: Consent = analyticsConsent === 'granted' ? 'granted' : 'denied';
  let loaded = false;

  const apply = () => {
    if (loaded || !isAnalyticsPage(location.pathname) || !analyticsAllowed(storedConsent(), initial)) return;
    loaded = true;
    loadGoogleAnalytics(analyticsId);
  };

  const choose = (consent: Consent) => {
    storeConsent(consent);
    banner.remove();
    apply();
  };

  const banner = createBanner(choose);
  const show = () => {
    if (!isAnalyticsPage(location.pathname)) return;
    banner.update();
    document.body.append(banner.element);
    banner.focus();
  };

  // After each navigation: the admin hides a banner still waiting for a choice and turns sending off; a public page
  // turns it back on, loads the script if it is allowed and not loaded yet, and shows the banner again until chosen.
  const follow = () => {
    const publicPage = isAnalyticsPage(location.pathname);
    (window as unknown as Record<string, boolean>)[`ga-disable-${analyticsId}`] = !publicPage;
    if (!publicPage) banner.remove();
    else if (storedConsent() === null && !banner.element.isConnected) show();
    apply();
  };

  follow();
  window.addEventListener('single-spa:routing-event', follow);
  consentRequests$.subscribe(show);
  i18n.on('languageChanged', () => banner.update());
}

function loadGoogleAnalytics(id: string): void {
  const scope = window as unknown as { dataLayer: unknown[]; gtag: (...args: unknown[]) => void };
  scope.dataLayer = scope.dataLayer ?? [];
  scope.gtag = function gtag() {
    // gtag expects the arguments object itself.
    // eslint-disable-next-line prefer-rest-params
    scope.dataLayer.push(arguments);
  };
  scope.gtag('js', new Date());
  scope.gtag('config', id, { anonymize_ip: true });
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
  document.head.append(script);
}

/** The banner: a labelled region fixed at the bottom (an overlay, so it shifts nothing), with two choices. */
function createBanner(choose: (consent: Consent) => void) {
  const element = document.createElement('section');
  element.className = 'consent-banner';
  element.setAttribute('role', 'region');
  element.id = 'consent-banner';
  const title = document.createElement('h2');
  title.id = 'consent-banner-title';
  element.setAttribute('aria-labelledby', title.id);
  const text = document.createElement('p');
  const actions = document.createElement('div');
  actions.className = 'consent-banner__actions';
  const accept = document.createElement('button');
  accept.type = 'button';
  accept.className = 'consent-banner__accept';
  accept.addEventListener('click', () => choose('granted'));
  const decline = document.createElement('button');
  decline.type = 'button';
  decline.addEventListener('click', () => choose('denied'));
  actions.append(accept, decline);
  element.append(title, text, actions);
  return {
    element,
    update() {
      title.textContent = i18n.t('shell:consent.title');
      text.textContent = i18n.t('shell:consent.text');
      accept.textContent = i18n.t('shell:consent.accept');
      decline.textContent = i18n.t('shell:consent.decline');
    },
    focus() {
      accept.focus({ preventScroll: true });
    },
    remove() {
      element.remove();
    },
  };
}
