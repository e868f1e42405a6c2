// The shop's one brand name: the logo's word, the end of every page title (server-rendered and set by the remotes),
// the same in all five languages. Not the company settings' name: that is the legal name on invoices and in the
// footer ("… s.r.o."), which the admin edits; a brand is not translated and changes with the logo, not with a form.
export const BRAND_NAME = 'Kovovýroba';

/** A page's tab title: `{page} | {brand}`, or the brand alone for the home page (whose title may be the brand). */
export function pageTitle(title: string): string {
  return title === BRAND_NAME ? title : `${title} | ${BRAND_NAME}`;
}
