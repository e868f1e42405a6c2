// Uploads: the type is read from the bytes, size is limited, files land under DATA_DIR/media/uploads with
// generated names (never the client's), images are re-encoded to webp.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers.ts';
import { bearer, jpegImage, multipart, pdfFile, pngImage, tokens, type Tokens } from './admin-helpers.ts';

let t: TestContext;
let tk: Tokens;

beforeAll(async () => {
  t = await createTestApp({ products: 5 });
  tk = await tokens(t);
});
afterAll(async () => t.close());

const upload = (data: Buffer, opts: { kind?: string; filename?: string; type?: string; field?: string } = {}) => {
  const body = multipart(opts.field ?? 'file', opts.filename ?? 'file.bin', opts.type ?? 'application/octet-stream', data);
  return t.app.inject({ method: 'POST', url: `/api/admin/uploads${opts.kind ? `?kind=${opts.kind}` : ''}`, headers: { ...bearer(tk.editor), ...body.headers }, payload: body.payload });
};

describe('POST /api/admin/uploads', () => {
  it('stores a PNG as webp under a generated name in DATA_DIR/media/uploads and serves it', async () => {
    const res = await upload(await pngImage(320, 200), { filename: '../../etc/passwd.png', type: 'image/png' });
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data).toMatchObject({ content_type: 'image/webp', width: 320, height: 200 });
    expect(data.path).toMatch(/^uploads\/[0-9a-f-]{36}\.webp$/);
    const file = path.join(t.config.mediaDir, data.path);
    expect(file.startsWith(t.config.dataDir)).toBe(true);
    expect((await sharp(readFileSync(file)).metadata()).format).toBe('webp');
    const served = await t.app.inject({ method: 'GET', url: data.url });
    expect(served.statusCode).toBe(200);
    expect(readdirSync(path.join(t.config.mediaDir, 'uploads')).some((f) => f.includes('passwd'))).toBe(false);
  });

  it('reads the type from the bytes: a JPEG declared as PNG is taken, HTML declared as an image is refused with 415', async () => {
    expect((await upload(await jpegImage(), { type: 'image/png', filename: 'x.png' })).statusCode).toBe(201);
    const html = await upload(Buffer.from('<html><script>alert(1)</script></html>'), { type: 'image/png', filename: 'evil.png' });
    expect(html.statusCode).toBe(415);
    expect(html.json()).toMatchObject({ statusCode: 415, error: 'Unsupported Media Type', message: "Unsupported file type: the file's content is not a JPEG, PNG or WebP image", code: 'upload.notImage' });
    const svg = await upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), { type: 'image/svg+xml', filename: 'x.svg' });
    expect(svg.statusCode).toBe(415);
  });

  it('takes PDFs only as documents, and images only as images', async () => {
    const doc = await upload(pdfFile(), { kind: 'document', type: 'application/pdf', filename: 'certificate.pdf' });
    expect(doc.statusCode).toBe(201);
    expect(doc.json().data).toMatchObject({ content_type: 'application/pdf', width: null, height: null });
    expect(doc.json().data.path).toMatch(/^uploads\/[0-9a-f-]{36}\.pdf$/);
    expect((await upload(pdfFile(), { kind: 'image', type: 'application/pdf' })).json()).toMatchObject({ statusCode: 415, code: 'upload.notImage' });
    expect((await upload(await pngImage(), { kind: 'document', type: 'image/png' })).json()).toMatchObject({ statusCode: 415, code: 'upload.notPdf' });
    expect((await upload(pdfFile(), { kind: 'spreadsheet' })).statusCode).toBe(422);
  });

  it('answers 422 for a damaged image with a valid magic number, an empty file and a missing field', async () => {
    const png = await pngImage();
    const damaged = await upload(Buffer.concat([png.subarray(0, 16), Buffer.alloc(200, 7)]), { type: 'image/png' });
    expect(damaged.statusCode).toBe(422);
    expect(damaged.json()).toMatchObject({ message: expect.stringMatching(/could not be read/), code: 'upload.unreadableImage' });
    const empty = await upload(Buffer.alloc(0), { type: 'image/png' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toMatchObject({ message: 'The file is empty', code: 'upload.empty', errors: [{ field: 'file', message: 'is empty', code: 'upload.empty' }] });
    const wrongField = await upload(png, { field: 'picture', type: 'image/png' });
    expect(wrongField.statusCode).toBe(422);
    expect(wrongField.json()).toMatchObject({ code: 'upload.fileRequired', errors: [{ field: 'file', message: 'is required', code: 'upload.fileRequired' }] });
  });

  it('answers 413 for files over the limit and 415 for a body that is not multipart', async () => {
    const big = Buffer.concat([await pngImage(), Buffer.alloc(10 * 1024 * 1024 + 1)]);
    const res = await upload(big, { type: 'image/png' });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ message: 'The file is larger than 10 MB', code: 'upload.tooLarge', params: { max: 10 } });
    const raw = await t.app.inject({ method: 'POST', url: '/api/admin/uploads', headers: { ...bearer(tk.editor), 'content-type': 'image/png' }, payload: await pngImage() });
    expect(raw.statusCode).toBe(415);
    const json = await t.app.inject({ method: 'POST', url: '/api/admin/uploads', headers: bearer(tk.editor), payload: { file: 'x' } });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toMatchObject({ message: 'Send the file as multipart/form-data in the field "file"', code: 'upload.fileRequired' });
  });

  it('issue 50, 5: refuses a file name with a NUL character with 400 (it went into the audit log: a 500 on PostgreSQL)', async () => {
    const res = await upload(await pngImage(20, 20), { filename: 'photo\u0000.png', type: 'image/png' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'request.invalidCharacter' });
    // A name with letters of any script is fine.
    expect((await upload(await pngImage(20, 20), { filename: 'fotka-brány-ворота.png', type: 'image/png' })).statusCode).toBe(201);
  });

  it('leaves no temporary files behind', () => {
    const dir = path.join(t.config.mediaDir, 'uploads');
    expect(existsSync(dir)).toBe(true);
    expect(readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });
});
