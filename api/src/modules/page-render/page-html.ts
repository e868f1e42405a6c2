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

/** A remote's part of a page: the HTML of the slots it rendered, its answers, its messages, its stylesheets. */
export interface RenderedRemote {
  remote: string;
  slots: Partial<Record<SlotName, string>>;
  answers: Record<string, unknown>;
  /** The messages of its render by namespace, in the page's language (a remote built before they were given: none). */
  messages: Record<string, unknown>;
  stylesheets: RemoteStylesheet[];
  /** antd's styles of its HTML, as <style> elements (empty when it rendered no antd component). */
  styles?: string;
}


/** React writes resource hints (e.g. the preload of a page's main image) ahead of a render's HTML: they go in <head>. */
const LEADING_PRELOADS = /^(?:<link rel="preload"[^>]*\/>)+/;

/**
 * The page with each rendered slot filled and marked with its remote (SERVER_RENDERED_ATTRIBUTE, what the remote's mount takes
 * as "hydrate"), the remotes' stylesheets and hoisted preloads at the end of <head>, each remote's answers in a
 * `<script type="application/json" id="render-data-{remote}">` (shared/src/react/render-data.ts), and the messages
 * the renders used, once per namespace, in a `<script type="application/json" id="messages-{namespace}"
 * data-lang="{lang}">` (shared/src/runtime/i18n.ts): the remotes take the page over without asking for them first.
 *
 * Given as its pieces in order, from one pass over `html` (the shell's page before any slot is filled).
 * The server sends them as bytes without joining them into one string: replacing piece by piece copied the whole
 * page at each step, and a page past ~64,000 characters (Slovak text takes two bytes a character) is a large object
 * for V8 at every copy; that halved the pages served per second.
 */
export function renderedPageParts(html: string, rendered: RenderedRemote[], origin: string, lang: string): string[] {
  const head: string[] = [];
  const data: string[] = [];
  const namespaces = new Set<string>();
  /** Where a slot's empty element is in `html`, and what replaces it. */
  const fills: Array<{ start: number; end: number; text: string }> = [];
  for (const { remote, slots, answers, stylesheets, styles } of rendered) {
    for (const { href, chunkHref } of stylesheets) head.push(`<link rel="stylesheet" href="${escapeHtml(origin + href)}" data-href="${escapeHtml(chunkHref)}">`);
    if (styles) head.push(styles);
    for (const [slot, slotHtml] of Object.entries(slots) as Array<[SlotName, string]>) {
      const preloads = LEADING_PRELOADS.exec(slotHtml)?.[0] ?? '';
      head.push(preloads);
      const empty = new RegExp(`<div id="slot-${slot}"([^>]*)>(?:<div class="slot-loading"[^>]*></div>)?</div>`).exec(html);
      if (!empty) continue;
      const text = `<div id="slot-${slot}"${empty[1]} ${SERVER_RENDERED_ATTRIBUTE}="${escapeHtml(remote)}">${slotHtml.slice(preloads.length)}</div>`;
      fills.push({ start: empty.index, end: empty.index + empty[0].length, text });
    }
    data.push(`<script type="application/json" id="render-data-${escapeHtml(remote)}">${scriptJson(answers)}</script>`);
  }
  // Each namespace once: the header's and the page's renders both used the common messages.
  for (const [namespace, bundle] of rendered.flatMap(({ messages }) => Object.entries(messages))) {
    if (namespaces.has(namespace)) continue;
    namespaces.add(namespace);
    data.push(`<script type="application/json" id="messages-${escapeHtml(namespace)}" data-lang="${escapeHtml(lang)}">${scriptJson(bundle)}</script>`);
  }
  const headEnd = html.indexOf('</head>');
  const bodyEnd = html.indexOf('</body>');
  if (headEnd >= 0) fills.push({ start: headEnd, end: headEnd, text: head.join('') });
  if (bodyEnd >= 0) fills.push({ start: bodyEnd, end: bodyEnd, text: data.join('') });
  fills.sort((a, b) => a.start - b.start);
  const parts: string[] = [];
  let at = 0;
  for (const { start, end, text } of fills) {
    parts.push(html.slice(at, start), text);
    at = end;
  }
  parts.push(html.slice(at));
  return parts;
}
