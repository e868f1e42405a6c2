/**
 * Moves the keyboard's focus to the page's content, the shell's main slot (which stays while remotes come and go in
 * it): what the skip link does, and where focus goes after the header's search opens a page, since the search field
 * it was in closes (focus would fall to <body>, and the next Tab would start over at the top of the page).
 * `preventScroll` for a navigation: the shell scrolls a new page to its top itself.
 */
export function focusMainSlot(options?: FocusOptions): boolean {
  const main = document.getElementById('slot-main');
  if (!main) return false;
  main.tabIndex = -1;
  main.focus(options);
  return true;
}
