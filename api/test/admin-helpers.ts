// Shared by the admin API tests: tokens of an admin and an editor, multipart bodies, a valid category and product.
import sharp from 'sharp';
import { LANG_CODES } from '@shop/shared/languages';
import type { CategoryInput, ProductInput } from '@shop/shared/contracts/admin';
import { createAuthService, DEMO_ADMIN } from '../src/modules/auth/service.ts';
import type { TestContext } from './helpers.ts';

export interface Tokens {
  admin: string;
  editor: string;
  adminId: number;
  editorId: number;
}

let editorCount = 0;

/** The demo admin's token (signed in through the API) and a fresh editor's. */
export async function tokens(t: TestContext): Promise<Tokens> {
  const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password }, remoteAddress: '10.77.0.1' });
  const { token: admin, user } = login.json() as { token: string; user: { id: number } };
  const auth = createAuthService(t.db, t.config.jwtSecret);
  const email = `editor-${process.pid}-${++editorCount}@example.com`;
  const editorId = await auth.createUser({ email, name: 'Eva Editor', password: 'editor-password-1', role: 'editor' });
  const editor = await auth.issueToken({ id: editorId, email, name: 'Eva Editor', role: 'editor' });
  return { admin, editor, adminId: user.id, editorId };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A multipart/form-data body with one file field. */
export function multipart(field: string, filename: string, contentType: string, data: Buffer): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----admin-test-${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, data, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export const pngImage = (width = 64, height = 48): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 90, b: 160 } } }).png().toBuffer();

export const jpegImage = (width = 64, height = 48): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 160, b: 30 } } }).jpeg().toBuffer();

export const pdfFile = (): Buffer => Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** Uploads an image through the API and answers its stored path. */
export async function uploadImage(t: TestContext, token: string, width = 64, height = 48): Promise<{ path: string; url: string; width: number; height: number }> {
  const body = multipart('file', 'photo.png', 'image/png', await pngImage(width, height));
  const res = await t.app.inject({ method: 'POST', url: '/api/admin/uploads?kind=image', headers: { ...bearer(token), ...body.headers }, payload: body.payload });
  if (res.statusCode !== 201) throw new Error(`upload answered ${res.statusCode}: ${res.body}`);
  return res.json().data;
}

const texts = (prefix: string) => ({ sk: `${prefix} SK`, en: `${prefix} EN`, hu: `${prefix} HU`, sr: `${prefix} SR`, ru: `${prefix} RU` });

export function categoryInput(name: string, overrides: Partial<CategoryInput> = {}): CategoryInput {
  const names = { sk: `${name} sk`, en: `${name} en`, hu: `${name} hu`, sr: `${name} sr`, ru: `${name} ру` };
  return {
    parent_id: null,
    position: 50,
    visible: true,
    thumb_path: null,
    translations: Object.fromEntries(LANG_CODES.map((l) => [l, { name: names[l], slug: '', description: `Description of ${name} (${l})` }])) as CategoryInput['translations'],
    ...overrides,
  };
}

export function productInput(name: string, overrides: Partial<ProductInput> = {}): ProductInput {
  return {
    category_id: null,
    price_cents: 12345,
    vat_rate: 23,
    published: true,
    position: 0,
    translations: Object.fromEntries(
      LANG_CODES.map((l) => [l, { name: `${name} ${l}`, slug: '', short_description: `Short ${l}`, description: `Long text ${l}\n\nSecond paragraph.` }]),
    ) as ProductInput['translations'],
    parameters: [{ name: texts('Material'), value: texts('Steel') }],
    images: [],
    ...overrides,
  };
}

/** Renames a product in English through the admin API, the rest of it sent back as the API gave it; the PUT's answer. */
export async function renameProduct(t: TestContext, token: string, id: number, name: string) {
  const full = (await t.app.inject({ method: 'GET', url: `/api/admin/products/${id}`, headers: bearer(token) })).json().data;
  return t.app.inject({
    method: 'PUT',
    url: `/api/admin/products/${id}`,
    headers: bearer(token),
    payload: {
      category_id: full.category_id,
      price_cents: full.price_cents,
      vat_rate: full.vat_rate,
      published: full.published,
      position: full.position,
      translations: { ...full.translations, en: { ...full.translations.en, name } },
      parameters: full.parameters,
      images: full.images.map((image: { path: string }) => ({ path: image.path })),
    },
  });
}
