import { createContext } from 'react';
import type { ApiFailure } from '@shop/shared';

/** A call's answer as the server render saw it. */
export type RenderAnswer = { data: unknown } | { error: ApiFailure };

/**
 * The answers behind a server-rendered remote, keyed like useApi's requests (`{lang}|{attempt}|{key}`).
 * On the server, `missing` collects the calls a render pass found unanswered: the renderer asks them and renders
 * again (shared/src/react/render-remote.server.tsx). In the browser the same answers come from the page
 * (written by the server beside the HTML), so the hydrating render shows exactly what the server rendered; each is
 * used once, by the screen that asked for it.
 */
export interface RenderData {
  answers: Map<string, RenderAnswer>;
  missing?: Map<string, () => Promise<unknown>>;
}

export const RenderDataContext = createContext<RenderData | null>(null);

/** Where the server writes a remote's answers: `<script type="application/json" id="render-data-{remote}">`. */
export const renderDataElementId = (remote: string): string => `render-data-${remote}`;

/** The answers the server wrote into the page for a remote, or null when it did not render it. */
export function readRenderData(remote: string): RenderData | null {
  const element = typeof document === 'undefined' ? null : document.getElementById(renderDataElementId(remote));
  if (!element?.textContent) return null;
  try {
    const answers = JSON.parse(element.textContent) as Record<string, RenderAnswer>;
    return { answers: new Map(Object.entries(answers)) };
  } catch {
    console.error(`[${remote}] The server's answers in the page are not valid JSON; the remote renders on its own.`);
    return null;
  }
}
