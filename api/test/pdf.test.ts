// The PDF writer (pdfkit with DejaVu Sans): every site language comes back as text, the same input gives the same
// bytes (and is remembered), and a letter keeps its text after a document that drew it only as a part of an accented one.
import { describe, expect, it } from 'vitest';
import { renderPdf, writePdf, type PdfDocument } from '../src/lib/pdf.ts';
import { pdfText } from './pdf-text.ts';

const doc = (lang: string, title: string, text: string): PdfDocument => ({
  title,
  author: 'Kovovýroba Demo s.r.o.',
  lang,
  footer: 'Kovovýroba Demo s.r.o. · Žilina',
  createdAt: new Date('2026-01-15T08:00:00.000Z'),
  blocks: [
    { kind: 'title', text: title },
    { kind: 'paragraph', text },
    { kind: 'table', columns: [{ width: 3 }, { width: 1, align: 'right' }], header: ['A', 'B'], rows: [[text, '1 078,59 €']] },
  ],
});

describe('writePdf', () => {
  it('writes the letters of all five languages as text a reader extracts, in the embedded DejaVu Sans', async () => {
    const samples: Array<[string, string]> = [
      ['sk', 'Spotrebiteľ môže odstúpiť od zmluvy do 14 dní; ďalšie ôsmy účet'],
      ['en', 'Consumers may withdraw within 14 days.'],
      ['hu', 'Árvíztűrő tükörfúrógép: őű ŐŰ'],
      ['sr-Latn', 'Čelični otpad u potpunosti recikliramo: đ ć ž š Đ Ć'],
      ['ru', 'Съешь же ещё этих мягких французских булок, да выпей чаю. ЁЖ'],
    ];
    for (const [lang, text] of samples) {
      const bytes = await writePdf(doc(lang, text.slice(0, 12), text));
      const read = await pdfText(bytes);
      expect(read.title).toBe(text.slice(0, 12));
      expect(read.text).toContain(text);
      expect(read.text).toContain('1 / 1');
      const raw = bytes.toString('latin1');
      expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans\b/);
      expect(raw).not.toContain('/Helvetica');
      expect(raw).toContain(`/Lang (${lang})`);
    }
  });

  it('gives the same bytes for the same input, written twice, and remembers what it wrote', async () => {
    const input = doc('ru', 'Прайс-лист', 'Цены действительны с 1 января 2026 г.');
    const a = await renderPdf(input);
    const b = await renderPdf(doc('ru', 'Прайс-лист', 'Цены действительны с 1 января 2026 г.'));
    expect(a.equals(b)).toBe(true);
    expect((await writePdf(input)).equals(a)).toBe(true);
    expect(await writePdf(doc('ru', 'Прайс-лист', 'Цены действительны с 1 января 2026 г.'))).toBe(await writePdf(input));
  });

  it('keeps the text of a letter after a document that drew it only inside an accented one', async () => {
    await renderPdf(doc('hu', 'Ár', 'Ár Ő É'));
    const read = await pdfText(await renderPdf(doc('en', 'A', 'A O E Area')));
    expect(read.text).toContain('A O E Area');
  });
});
