// Plain limits of the API contract, importable by the frontends without pulling in the schema library.

/** The most units of one product in one cart line. */
export const MAX_LINE_QUANTITY = 9999;
/** Search and suggestions need at least this many characters (spec section 5). */
export const MIN_SEARCH_LENGTH = 2;
