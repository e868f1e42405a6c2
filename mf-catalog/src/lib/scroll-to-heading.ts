/** After a page change of a list, bring the page's heading back into view (the new items start there). */
export function scrollToHeading(): void {
  document.querySelector('.catalog-main h1')?.scrollIntoView?.({ block: 'start' });
}
