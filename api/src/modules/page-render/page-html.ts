// Writing a server render into the shell's index.html: the slots' HTML, the stylesheets it needs before the first
// paint, the preloads React hoisted, and the API answers the browser's hydrating render starts from.
import { SERVER_RENDERED_ATTRIBUTE, type SlotName } from '@shop/shared/routes';
import { escapeHtml, scriptJson } from '../../lib/html.ts';

/**
 * A stylesheet of a remote's build: `href`, its URL path; `chunkHref`, its path inside the build. The remote's own
 * loading of its code finds the stylesheet in the page by either (Module Federation by its absolute URL, the CSS
 * chunk loader by data-href) instead of adding it a second time, which would restyle the whole page once more.
 */
export interface RemoteStylesheet {
  href: string;
  chunkHref: string;
}

/** A remote's part of a page: the HTML of the slots it rendered, its answers, its stylesheets. */
export interface RenderedRemote {
  remote: string;
  slots: Partial<Record<SlotName, string>>;
  answers: Record<string, unknown>;
  stylesheets: RemoteStylesheet[];
}


/** React writes resource hints (e.g. the preload of a page's main image) ahead of a render's HTML: they go in <head>. */
const LEADING_PRELOADS = /^(?:<link rel="preload"[^>]*\/>)+/;

/**
 * The page with each rendered slot filled and marked with its remote (SERVER_RENDERED_ATTRIBUTE, what the remote's mount takes
 * as "hydrate"), the remotes' stylesheets and hoisted preloads at the end of <head>, and each remote's answers in a
 * `<script type="application/json" id="render-data-{remote}">` (shared/src/react/render-data.ts).
 */
export function writeRenderedPage(html: string, rendered: RenderedRemote[], origin: string): string {
  let page = html;
  const head: string[] = [];
  const data: string[] = [];
  for (const { remote, slots, answers, stylesheets } of rendered) {
    for (const { href, chunkHref } of stylesheets) head.push(`<link rel="stylesheet" href="${escapeHtml(origin + href)}" data-href="${escapeHtml(chunkHref)}">`);
    for (const [slot, slotHtml] of Object.entries(slots) as Array<[SlotName, string]>) {
      const preloads = LEADING_PRELOADS.exec(slotHtml)?.[0] ?? '';
      head.push(preloads);
      const empty = new RegExp(`<div id="slot-${slot}"([^>]*)>(?:<div class="slot-loading"[^>]*></div>)?</div>`);
      page = page.replace(empty, (_match, attributes: string) => `<div id="slot-${slot}"${attributes} ${SERVER_RENDERED_ATTRIBUTE}="${escapeHtml(remote)}">${slotHtml.slice(preloads.length)}</div>`);
    }
    data.push(`<script type="application/json" id="render-data-${escapeHtml(remote)}">${scriptJson(answers)}</script>`);
  }
  return page.replace('</head>', () => `${head.join('')}</head>`).replace('</body>', () => `${data.join('')}</body>`);
}
