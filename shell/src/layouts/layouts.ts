import type { Layout } from '@shop/shared';

export type SlotName = 'header' | 'main' | 'footer';

/** The six layouts as slot templates: which slots each shows. The remote of each slot comes from the route. */
export const LAYOUTS: Record<Layout, readonly SlotName[]> = {
  homepage: ['header', 'main', 'footer'],
  default: ['header', 'main', 'footer'],
  custom: ['header', 'main', 'footer'],
  // The catalogue renders its own compact header and footer inside its main slot.
  catalog: ['main'],
  admin: ['main'],
  auth: ['main'],
};

export function slotElement(slot: SlotName): HTMLElement {
  const element = document.getElementById(`slot-${slot}`);
  if (!element) throw new Error(`The page has no #slot-${slot}; the shell's index.html is out of date.`);
  return element;
}

/** Shows the slots of a layout; slots keep their reserved size so mounting remotes shifts nothing. */
export function applyLayout(layout: Layout): void {
  const root = document.getElementById('app');
  if (!root || root.dataset.layout === layout) return;
  root.dataset.layout = layout;
  for (const slot of ['header', 'main', 'footer'] as const) {
    slotElement(slot).hidden = !LAYOUTS[layout].includes(slot);
  }
}

export function layoutShowsHeader(layout: Layout): boolean {
  return LAYOUTS[layout].includes('header');
}
