import { LAYOUT_SLOTS, SERVER_RENDERED_ATTRIBUTE, type Layout, type SlotName } from '@shop/shared';

export type { SlotName };

export function slotElement(slot: SlotName): HTMLElement {
  const element = document.getElementById(`slot-${slot}`);
  if (!element) throw new Error(`The page has no #slot-${slot}; the shell's index.html is out of date.`);
  return element;
}

/**
 * Shows the slots of a layout (LAYOUT_SLOTS); slots keep their reserved size so mounting remotes shifts nothing.
 * The server already wrote the first page's layout into the HTML (api/src/modules/seo/layout.ts).
 */
export function applyLayout(layout: Layout): void {
  const root = document.getElementById('app');
  if (!root) return;
  root.dataset.layout = layout;
  for (const slot of ['header', 'main', 'footer'] as const) {
    slotElement(slot).hidden = !LAYOUT_SLOTS[layout].includes(slot);
  }
}

/**
 * True while the main slot holds the page the server rendered (api/src/modules/page-render), until its remote
 * hydrates it: the server has checked the page and fetched its data, so the shell asks for neither.
 */
export function mainServerRendered(): boolean {
  return slotElement('main').hasAttribute(SERVER_RENDERED_ATTRIBUTE);
}

export function layoutShowsHeader(layout: Layout): boolean {
  return LAYOUT_SLOTS[layout].includes('header');
}
