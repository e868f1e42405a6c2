import type { RouteHydration } from './route-data.tsx';
import type { SlotData } from './slot-data.tsx';

/**
 * What the server wrote into the page beside a remote's HTML, for the browser's hydrating render: a routed remote's
 * router state (its loaders' data and errors), or a slot's data (its `load`'s answer). A remote whose render needs
 * neither (the cart's frame) writes an empty object.
 */
export interface ServedData {
  router?: RouteHydration;
  slot?: SlotData;
}

/** Where the server writes a remote's data: `<script type="application/json" id="render-data-{remote}">`. */
export const renderDataElementId = (remote: string): string => `render-data-${remote}`;

/** What the server wrote into the page for a remote, or null when it did not render it. */
export function readServedData(remote: string): ServedData | null {
  const element = typeof document === 'undefined' ? null : document.getElementById(renderDataElementId(remote));
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as ServedData;
  } catch {
    console.error(`[${remote}] The server's data in the page is not valid JSON; the remote renders on its own.`);
    return null;
  }
}
