// Plain limits of the API contract, importable by the frontends without pulling in the schema library.

/** The most units of one product in one cart line. */
export const MAX_LINE_QUANTITY = 9999;
/** Search and suggestions need at least this many characters (spec section 5). */
export const MIN_SEARCH_LENGTH = 2;
/** Products on a page of a list when the caller does not say (GET /api/products). */
export const LIST_PAGE_SIZE = 12;
/** The most products one page of a list may hold (GET /api/products, GET /api/product-category/{slug}). */
export const MAX_LIST_PAGE_SIZE = 100;
/** The largest products CSV an import takes (bytes), and the most products in it. */
export const MAX_PRODUCT_CSV_BYTES = 2 * 1024 * 1024;
export const MAX_PRODUCT_CSV_ROWS = 2000;
/** The most products one bulk action (publish, unpublish, move) changes. */
export const MAX_BULK_PRODUCTS = 500;
/** An inquiry's files (a sketch or photo for custom production): at most this many, each at most this large. */
export const MAX_INQUIRY_FILES = 3;
export const MAX_INQUIRY_FILE_BYTES = 5 * 1024 * 1024;
/** The file types an inquiry takes (the server tells them by the file's content): JPEG, PNG, WebP and PDF. */
export const INQUIRY_FILE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
/**
 * How long the shop keeps an inquiry's files when its mail to the office cannot be delivered (days); a delivered mail's
 * files leave the shop's server at once. The privacy policy states it.
 */
export const INQUIRY_FILE_RETENTION_DAYS = 30;
/**
 * Within how many working days the office answers an inquiry of each kind: the form's promise, its success message
 * and the acknowledgement mail all say this number (they disagreed: 3 on the custom-production page, 1 after sending).
 */
export const INQUIRY_REPLY_WORKING_DAYS = { contact: 1, 'custom-production': 3, 'catalog-contact': 1 } as const satisfies Record<'contact' | 'custom-production' | 'catalog-contact', number>;
