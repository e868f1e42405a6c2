// The first HTML of a page carries its layout, as the shell will show it: the slot template starts as the
// default layout (header, main, footer), and a page without a header (admin, sign-in, catalogue) would otherwise
// show the header's reserved space first and then move up when the shell hides it (a layout shift of ~0.08).
import { LAYOUT_SLOTS, type Layout } from '@shop/shared/routes';

/** Sets `data-layout` on the shell's #app and hides the slots the layout does not show. */
export function applyLayout(html: string, layout: Layout): string {
  let out = html.replace(/(<div id="app"[^>]*?\sdata-layout=")[^"]*(")/, `$1${layout}$2`);
  for (const slot of ['header', 'footer'] as const) {
    if (!LAYOUT_SLOTS[layout].includes(slot)) out = out.replace(`<div id="slot-${slot}"`, `<div id="slot-${slot}" hidden`);
  }
  return out;
}
