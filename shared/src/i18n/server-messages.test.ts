// Every message code the public API can answer (decision 0050) has its text in all five languages of each frontend
// that shows it. locales.test.ts checks only keys written out whole (t('a.b')); a server's message is looked up by a
// key built from its code at run time, so that test could not see `catalog.invalidListing` missing from the shop and
// the catalogue, whose failure panels showed the API's English sentence instead. This test reads the codes from the
// API's source and asks the message files for each one's key; the codes an admin screen can receive are asked of the
// admin's messages the way it words them (mf-admin/src/lib/api-error.ts).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANG_CODES } from '../languages.ts';

const workspace = join(import.meta.dirname, '../../..');

/**
 * The API's sources whose codes a public page can receive: the public routes and the services behind them. (Admin
 * modules answer the admin, whose codes are read from ADMIN_SOURCES; auth/routes.ts's sign-in is the admin's.)
 */
const PUBLIC_SOURCES = [
  'api/src/plugins/error-handler.ts',
  'api/src/lib/bot-check.ts',
  // The lists' query check, which the public product list answers with too.
  'api/src/lib/list-query.ts',
  'api/src/modules/cart',
  'api/src/modules/catalog',
  'api/src/modules/content/routes.ts',
  'api/src/modules/content/service.ts',
  'api/src/modules/content/inquiry-routes.ts',
  'api/src/modules/content/inquiry-files.ts',
  'api/src/modules/delivery/pricing.ts',
  'api/src/modules/images',
  // The buyer's order page: its one refusal, order.notFound (from the orders service), is the page's not-found state.
  'api/src/modules/orders/buyer-routes.ts',
  'api/src/modules/preview/service.ts',
  'api/src/modules/products',
  'api/src/modules/search',
  'api/src/modules/seo',
  'api/src/modules/site',
  // An inquiry's files are checked and re-encoded by the uploads' functions.
  'api/src/modules/uploads/service.ts',
];
/** Route files with routes outside /admin and /api/admin that no shop page calls. */
const NOT_SHOP_ROUTES = [
  'api/src/app.ts',
  'api/src/modules/auth/routes.ts',
  'api/src/plugins/site.ts',
  // /healthz, /readyz and /metrics answer an operator's tools (metrics.off, metrics.unauthorized), never a page.
  'api/src/modules/ops/ops.ts',
  // The release API (/api/releases) answers a team's CI (scripts/release.mjs prints the English message); the admin's
  // Releases screen words its codes, read below from ADMIN_SOURCES.
  'api/src/modules/releases/routes.ts',
  // The beacon (POST /api/signals) is sent by navigator.sendBeacon, whose answer no page reads; its admin route is read
  // below from ADMIN_SOURCES.
  'api/src/modules/signals/routes.ts',
];

type Where = { ns: string; key: string };
/**
 * Where the frontends word each public code: the namespace and key of its text; or, for a code no page shows as a
 * sentence, why not. A new code fails this test until it is written here and worded in its frontends.
 */
const WORDED: Record<string, Where[] | { notShown: string }> = {
  'catalog.invalidListing': [
    { ns: 'shop', key: 'serverMessages.catalog.invalidListing' },
    { ns: 'catalog', key: 'serverMessages.catalog.invalidListing' },
  ],
  'catalog.categoryNotFound': { notShown: 'a 404: the pages show their not-found page' },
  'list.invalidQuery': [{ ns: 'catalog', key: 'serverMessages.list.invalidQuery' }],
  'search.tooShort': [
    { ns: 'catalog', key: 'serverMessages.search.tooShort' },
    { ns: 'shop', key: 'search.tooShort' },
  ],
  'botCheck.missing': [
    { ns: 'shop', key: 'inquiry.serverMessages.botCheck.missing' },
    { ns: 'catalog', key: 'contact.serverMessages.botCheck.missing' },
    { ns: 'cart', key: 'summary.serverMessages.botCheck.missing' },
  ],
  'botCheck.failed': [
    { ns: 'shop', key: 'inquiry.serverMessages.botCheck.failed' },
    { ns: 'catalog', key: 'contact.serverMessages.botCheck.failed' },
    { ns: 'cart', key: 'summary.serverMessages.botCheck.failed' },
  ],
  'botCheck.unavailable': [
    { ns: 'shop', key: 'inquiry.serverMessages.botCheck.unavailable' },
    { ns: 'catalog', key: 'contact.serverMessages.botCheck.unavailable' },
    { ns: 'cart', key: 'summary.serverMessages.botCheck.unavailable' },
  ],
  'checkout.termsRequired': [{ ns: 'cart', key: 'summary.terms.required' }],
  'checkout.termsChanged': [{ ns: 'cart', key: 'summary.terms.changed' }],
  'contact.countryUnknown': [{ ns: 'cart', key: 'business.countryUnknown' }],
  'contact.companyRequired': [{ ns: 'cart', key: 'business.companyRequired' }],
  'contact.companyIdInvalid': [{ ns: 'cart', key: 'business.companyIdInvalid' }],
  'contact.vatIdInvalid': [{ ns: 'cart', key: 'business.vatIdInvalid' }],
  'contact.zipInvalid': [{ ns: 'cart', key: 'contact.zipOfCountry' }],
  'delivery.countryNotServed': [{ ns: 'cart', key: 'delivery.serverMessages.countryNotServed' }],
  'delivery.countryUnknown': [{ ns: 'cart', key: 'delivery.serverMessages.countryUnknown' }],
  'delivery.addressFirst': [{ ns: 'cart', key: 'delivery.serverMessages.addressFirst' }],
  'inquiry.tooManyFiles': [{ ns: 'shop', key: 'inquiry.files.tooMany' }],
  'inquiry.fileTooLarge': [{ ns: 'shop', key: 'inquiry.files.tooLarge' }],
  'inquiry.fileType': [{ ns: 'shop', key: 'inquiry.files.wrongType' }],
  'inquiry.fileEmpty': [{ ns: 'shop', key: 'inquiry.files.empty' }],
  'inquiry.filesUnavailable': [{ ns: 'shop', key: 'inquiry.files.unavailable' }],
  'upload.unreadableImage': [
    { ns: 'shop', key: 'inquiry.files.unreadable' },
    { ns: 'admin', key: 'serverMessages.upload.unreadableImage' },
  ],
  // The uploads' own checks answer the admin's uploads; an inquiry's files are checked by inquiry-files.ts first.
  'upload.empty': [{ ns: 'admin', key: 'serverMessages.upload.empty' }],
  'upload.tooLarge': [{ ns: 'admin', key: 'serverMessages.upload.tooLarge' }],
  'upload.notImage': [{ ns: 'admin', key: 'serverMessages.upload.notImage' }],
  'upload.notPdf': [{ ns: 'admin', key: 'serverMessages.upload.notPdf' }],
  // The article page answers an expired preview link with its banner; the admin asks for previews.
  'preview.invalid': [
    { ns: 'shop', key: 'preview.expired' },
    { ns: 'admin', key: 'serverMessages.preview.invalid' },
  ],
  'preview.kindWithoutPage': [{ ns: 'admin', key: 'serverMessages.preview.kindWithoutPage' }],
  'preview.noTranslation': [{ ns: 'admin', key: 'serverMessages.preview.noTranslation' }],
  'images.badVariant': { notShown: 'images are asked for by <img> elements, which show no text' },
  'images.busy': { notShown: 'images are asked for by <img> elements, which show no text' },
  // A request refused by its schema: the screens say error.validation, and describeApiError words each field's code.
  'request.invalidFields': [{ ns: 'common', key: 'error.validation' }],
  'field.required': [{ ns: 'common', key: 'fieldError.required' }],
  'field.email': [{ ns: 'common', key: 'fieldError.email' }],
  'field.tooLong': [{ ns: 'common', key: 'fieldError.tooLong' }],
  'field.tooShort': [{ ns: 'common', key: 'fieldError.tooShort' }],
  'field.invalid': [{ ns: 'common', key: 'fieldError.invalid' }],
  'request.invalidCharacter': { notShown: 'no form or address of the pages carries a NUL character' },
  'request.tooDeep': { notShown: 'the pages send flat bodies, a few levels deep at most' },
  'request.invalidNumber': { notShown: 'the pages send whole numbers they read and bounded themselves' },
  'request.tooLarge': { notShown: 'the one public form with files is refused by its own limits first (inquiry.*)' },
};

const BUNDLES: Record<string, string> = {
  common: 'shared/src/i18n/locales',
  shop: 'mf-shop/src/locales',
  cart: 'mf-cart/src/locales',
  catalog: 'mf-catalog/src/locales',
  admin: 'mf-admin/src/locales',
};

type Messages = { [key: string]: string | Messages };
function textOf(ns: string, lang: string, key: string): string | undefined {
  let node: string | Messages | undefined = JSON.parse(readFileSync(join(workspace, BUNDLES[ns]!, `${lang}.json`), 'utf8')) as Messages;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

function sourceFiles(path: string): string[] {
  const full = join(workspace, path);
  if (!statSync(full).isDirectory()) return [path];
  return readdirSync(full, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.ts'))
    .map((file) => join(path, file));
}

/** The arguments of the call whose "(" is at `open`, split at its top-level commas (strings skipped whole). */
function callArguments(text: string, open: number): string[] {
  const args: string[] = [];
  let depth = 0;
  let start = open + 1;
  for (let i = open; i < text.length; i++) {
    const c = text[i]!;
    if (c === "'" || c === '"' || c === '`') {
      i = text.indexOf(c, i + 1);
      while (text[i - 1] === '\\') i = text.indexOf(c, i + 1);
      continue;
    }
    if ('([{'.includes(c)) depth++;
    else if (')]}'.includes(c)) depth--;
    if (depth === 0) {
      args.push(text.slice(start, i));
      return args;
    }
    if (c === ',' && depth === 1) {
      args.push(text.slice(start, i));
      start = i + 1;
    }
  }
  return args;
}

/**
 * The text with the audit log's entries blanked out (the objects with a `summary`): their codes (`post.created`) name
 * the log's sentences (the admin's auditMessages.*), not an answer's message.
 */
function withoutAuditEntries(text: string): string {
  let out = text;
  for (const m of text.matchAll(/\bsummary:/g)) {
    let depth = 0;
    let open = -1;
    for (let i = m.index; i >= 0 && open < 0; i--) {
      if (text[i] === '}') depth++;
      else if (text[i] === '{' && depth-- === 0) open = i;
    }
    if (open < 0) continue;
    // callArguments splits the object at its top-level commas; joined again, it is the text up to its closing brace.
    const close = open + 1 + callArguments(text, open).join(',').length;
    out = out.slice(0, open) + ' '.repeat(close - open + 1) + out.slice(close + 1);
  }
  return out;
}

const CODE = /'([a-z][A-Za-z]*\.[a-z][A-Za-z]*)'/g;
/**
 * The message codes a source file answers with: `code: '…'` (also a choice of two), the code argument of the error
 * helpers (unprocessable, conflict, notFound, new HttpError, apiError, …), the last one of each call, and the code of
 * each problem a CSV import reports (`issue(row, column, 'import.price', …)`). Field names (`field: 'contact.country'`)
 * and SQL columns are not codes and are not read.
 */
function codesIn(text: string): Set<string> {
  const found = new Set<string>();
  for (const m of text.matchAll(/\bcode:\s*([^,}\n]+)/g)) for (const c of m[1]!.matchAll(CODE)) found.add(c[1]!);
  for (const m of text.matchAll(/\b(?:unprocessable|conflict|forbidden|unauthorized|notFound|blacklisted|apiError|new HttpError)\(/g)) {
    const last = callArguments(text, m.index + m[0].length - 1).at(-1) ?? '';
    for (const c of last.replace(/\bfield:\s*'[^']*'/g, '').matchAll(CODE)) found.add(c[1]!);
  }
  for (const m of text.matchAll(/\bissue\(/g)) {
    const code = callArguments(text, m.index + m[0].length - 1)[2] ?? '';
    for (const c of code.matchAll(CODE)) found.add(c[1]!);
  }
  return found;
}

const publicCodes = (): Map<string, string[]> => {
  const codes = new Map<string, string[]>();
  for (const file of PUBLIC_SOURCES.flatMap(sourceFiles)) {
    // A service may write the audit log (an admin's preview, an upload): its entries' codes are the audit screen's.
    for (const code of codesIn(withoutAuditEntries(readFileSync(join(workspace, file), 'utf8')))) codes.set(code, [...(codes.get(code) ?? []), file]);
  }
  return codes;
};

describe('the message codes of the public API', () => {
  it('are read from every source of a public route', () => {
    const routeFiles = readdirSync(join(workspace, 'api/src'), { recursive: true })
      .map(String)
      .filter((file) => file.endsWith('.ts') && !file.startsWith('db'))
      .map((file) => join('api/src', file))
      .filter((file) =>
        [...readFileSync(join(workspace, file), 'utf8').matchAll(/app\.(?:get|post|put|delete|patch)\(\s*'([^']+)'/g)].some((m) => !/^\/(?:admin|api\/admin)(?:\/|$)/.test(m[1]!)),
      );
    const read = new Set(PUBLIC_SOURCES.flatMap(sourceFiles));
    expect(routeFiles.filter((file) => !read.has(file) && !NOT_SHOP_ROUTES.includes(file))).toEqual([]);
    // The reader finds the codes however they are written: a last argument, an object, a choice, a conditional.
    const codes = publicCodes();
    for (const code of ['catalog.invalidListing', 'botCheck.missing', 'checkout.termsChanged', 'delivery.countryNotServed', 'inquiry.fileType', 'request.tooLarge']) {
      expect(codes.has(code), code).toBe(true);
    }
    expect([...codes.keys()].filter((code) => code === 'contact.country' || code === 'delivery.method')).toEqual([]);
  });

  it('each have a text in every language of each frontend that shows them', () => {
    const codes = publicCodes();
    expect([...codes.keys()].filter((code) => !(code in WORDED)).map((code) => `${code} (${codes.get(code)!.join(', ')})`), 'codes no one says where they are worded').toEqual([]);
    expect(Object.keys(WORDED).filter((code) => !codes.has(code)), 'codes the API no longer answers').toEqual([]);
    const missing: string[] = [];
    for (const [code, where] of Object.entries(WORDED)) {
      if (!Array.isArray(where)) continue;
      for (const { ns, key } of where) {
        for (const lang of LANG_CODES) if (!textOf(ns, lang, key)?.trim()) missing.push(`${code}: ${ns}:${key} (${lang})`);
      }
    }
    expect(missing).toEqual([]);
  });
});

/**
 * The API's sources whose codes an admin screen can receive: the routes under /api/admin and /admin, the sign-in,
 * two-factor and password routes (auth), the checks every request passes, and the services behind them.
 */
const ADMIN_SOURCES = [
  'api/src/plugins/error-handler.ts',
  'api/src/plugins/rate-limit.ts',
  'api/src/lib/list-query.ts',
  'api/src/modules/admin-catalog',
  'api/src/modules/admin-dashboard',
  'api/src/modules/admin-settings',
  'api/src/modules/audit',
  'api/src/modules/auth',
  'api/src/modules/content/admin-routes.ts',
  // The content admin's service and the parts it is made of (modules, posts, documents, media).
  'api/src/modules/content/admin-service.ts',
  'api/src/modules/content/admin-modules.ts',
  'api/src/modules/content/admin-posts.ts',
  'api/src/modules/content/admin-documents.ts',
  'api/src/modules/content/admin-media.ts',
  'api/src/modules/delivery/routes.ts',
  'api/src/modules/delivery/service.ts',
  'api/src/modules/orders',
  'api/src/modules/preview/service.ts',
  'api/src/modules/uploads',
  'api/src/modules/users',
  'api/src/modules/releases',
  'api/src/modules/search-synonyms',
  // The Releases screen's chart (GET /api/admin/signals/:remote).
  'api/src/modules/signals/routes.ts',
];
/** Admin codes the admin words under another key than serverMessages.* or errors.*. */
const ADMIN_WORDED_ELSEWHERE: Record<string, Where> = {
  // The sign-in page says one sentence for every refused password (use-sign-in.ts).
  'auth.invalidCredentials': { ns: 'admin', key: 'login.invalidCredentials' },
  // A refused request shape: describeApiError leaves the sentence to the generic text and words each field.
  'request.invalidFields': { ns: 'common', key: 'error.validation' },
};

const adminCodes = (): Map<string, string[]> => {
  const codes = new Map<string, string[]>();
  for (const file of ADMIN_SOURCES.flatMap(sourceFiles)) {
    for (const code of codesIn(withoutAuditEntries(readFileSync(join(workspace, file), 'utf8')))) codes.set(code, [...(codes.get(code) ?? []), file]);
  }
  return codes;
};

/**
 * An admin code's text as the admin finds it: translateServerMessage's serverMessages.* then errors.*; a field's
 * field.* code from @shop/shared's fieldError.* (describeApiError); else where ADMIN_WORDED_ELSEWHERE says.
 */
function adminText(code: string, lang: string): string | undefined {
  const elsewhere = ADMIN_WORDED_ELSEWHERE[code];
  if (elsewhere) return textOf(elsewhere.ns, lang, elsewhere.key);
  return (
    textOf('admin', lang, `serverMessages.${code}`) ??
    textOf('admin', lang, `errors.${code}`) ??
    (code.startsWith('field.') ? textOf('common', lang, `fieldError.${code.slice('field.'.length)}`) : undefined)
  );
}

describe('the message codes an admin screen receives', () => {
  it('are read from every source of an admin route, and not from the audit entries', () => {
    const routeFiles = readdirSync(join(workspace, 'api/src'), { recursive: true })
      .map(String)
      .filter((file) => file.endsWith('.ts') && !file.startsWith('db'))
      .map((file) => join('api/src', file))
      .filter((file) =>
        [...readFileSync(join(workspace, file), 'utf8').matchAll(/app\.(?:get|post|put|delete|patch)\(\s*'([^']+)'/g)].some((m) => /^\/(?:admin|api\/admin|api\/auth)(?:\/|$)/.test(m[1]!)),
      );
    const read = new Set(ADMIN_SOURCES.flatMap(sourceFiles));
    expect(routeFiles.length).toBeGreaterThan(5);
    expect(routeFiles.filter((file) => !read.has(file))).toEqual([]);
    const codes = adminCodes();
    // A field's code, an answer's, a 404's, a positional import problem's, a sign-in's.
    for (const code of ['category.parentLoop', 'user.disableSelf', 'post.notFound', 'upload.notImage', 'import.unknownColumn', 'auth.roleNotAllowed', 'auth.tokenReplaced', 'slug.invalid']) {
      expect(codes.has(code), code).toBe(true);
    }
    expect([...codes.keys()].filter((code) => ['category.created', 'post.created', 'auth.recoveryCodeUsed', 'upload.saved'].includes(code))).toEqual([]);
  });

  it('each have a text in every language of the admin', () => {
    const codes = adminCodes();
    const missing: string[] = [];
    for (const [code, files] of codes) {
      for (const lang of LANG_CODES) if (!adminText(code, lang)?.trim()) missing.push(`${code} (${lang}; ${files.join(', ')})`);
    }
    expect(missing).toEqual([]);
  });
});
