import { i18n, localePath, pageTitle, type Lang } from '@shop/shared';
// The remotes' not-found page (NotFoundPage) shares these classes: one look for every 404.
import '@shop/shared/react/not-found-page.css';

export interface PageError {
  status: number;
  /** The address asked for, with its query, named in the translated message (spec section 8, decision 0100). */
  fullPath: string;
}

/** The error page (spec section 2): the translated not-found heading on 404, the general error heading otherwise. */
export function renderErrorPage(target: HTMLElement, error: PageError, lang: Lang): void {
  const key = error.status === 404 ? 'notFound' : 'error';
  const main = document.createElement('main');
  main.className = 'error-page';
  main.dataset.status = String(error.status);

  const heading = document.createElement('h1');
  heading.textContent = i18n.t(`shell:${key}.title`, { lng: lang });
  const message = document.createElement('p');
  message.className = 'error-page__message';
  message.textContent = error.status === 404 ? i18n.t('shell:notFound.address', { lng: lang, path: error.fullPath }) : error.fullPath;
  const hint = document.createElement('p');
  hint.textContent = i18n.t(`shell:${key}.hint`, { lng: lang });
  const home = document.createElement('a');
  home.href = localePath('index', lang);
  home.textContent = i18n.t('shell:backHome', { lng: lang });

  main.append(heading, message, hint, home);
  target.replaceChildren(main);
  document.title = pageTitle(heading.textContent);
}
