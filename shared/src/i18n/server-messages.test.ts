// Every message code the public API can answer (decision 0050) has its text in all five languages of each frontend
// that shows it. locales.test.ts checks only keys written out whole (t('a.b')); a server's message is looked up by a
// key built from its code at run time, so that test could not see `catalog.invalidListing` missing from the shop and
// the catalogue, whose failure panels showed the API's English sentence instead. This test reads the codes from the
// API's source and asks the message files for each one's key.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANG_CODES } from '../languages.ts';

const workspace = join(import.meta.dirname, '../../..');

/**
 * The API's sources whose codes a public page can receive: the public routes and the services behind them. (Admin
 * modules answer the admin, whose own policy words or falls back to English; auth/routes.ts's sign-in is the admin's.)
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
  'api/src/modules/preview/service.ts',
  'api/src/modules/products',
  'api/src/modules/search',
  'api/src/modules/seo',
  'api/src/modules/site',
  // An inquiry's files are checked and re-encoded by the uploads' functions.
  'api/src/modules/uploads/service.ts',
];
/** Route files with routes outside /admin and /api/admin that no shop page calls. */
const NOT_SHOP_ROUTES = ['api/src/app.ts', 'api/src/modules/auth/routes.ts', 'api/src/plugins/site.ts'];

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
  'delivery.countryNotServed': [{ ns: 'cart', key: 'delivery.serverMessages.countryNotServed' }],
  'delivery.countryUnknown': [{ ns: 'cart', key: 'delivery.serverMessages.countryUnknown' }],
  'delivery.addressFirst': [{ ns: 'cart', key: 'delivery.serverMessages.addressFirst' }],
  'inquiry.tooManyFiles': [{ ns: 'shop', key: 'inquiry.files.tooMany' }],
  'inquiry.fileTooLarge': [{ ns: 'shop', key: 'inquiry.files.tooLarge' }],
  'inquiry.fileType': [{ ns: 'shop', key: 'inquiry.files.wrongType' }],
  'inquiry.fileEmpty': [{ ns: 'shop', key: 'inquiry.files.empty' }],
  'upload.unreadableImage': [{ ns: 'shop', key: 'inquiry.files.unreadable' }],
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

const CODE = /'([a-z][A-Za-z]*\.[a-z][A-Za-z]*)'/g;
/**
 * The message codes a source file answers with: `code: '…'` (also a choice of two), and the code argument of the
 * error helpers (unprocessable, conflict, new HttpError, apiError, …), the last one of each call. Field names
 * (`field: 'contact.country'`) and SQL columns are not codes and are not read.
 */
function codesIn(text: string): Set<string> {
  const found = new Set<string>();
  for (const m of text.matchAll(/\bcode:\s*([^,}\n]+)/g)) for (const c of m[1]!.matchAll(CODE)) found.add(c[1]!);
  for (const m of text.matchAll(/\b(?:unprocessable|conflict|forbidden|unauthorized|apiError|new HttpError)\(/g)) {
    const last = callArguments(text, m.index + m[0].length - 1).at(-1) ?? '';
    for (const c of last.replace(/\bfield:\s*'[^']*'/g, '').matchAll(CODE)) found.add(c[1]!);
  }
  return found;
}

const publicCodes = (): Map<string, string[]> => {
  const codes = new Map<string, string[]>();
  for (const file of PUBLIC_SOURCES.flatMap(sourceFiles)) {
    for (const code of codesIn(readFileSync(join(workspace, file), 'utf8'))) codes.set(code, [...(codes.get(code) ?? []), file]);
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
