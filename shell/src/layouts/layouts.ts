import { LAYOUT_SLOTS, type Layout, type SlotName } from '@shop/shared';

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

export function layoutShowsHeader(layout: Layout): boolean {
  return LAYOUT_SLOTS[layout].includes('header');
}
