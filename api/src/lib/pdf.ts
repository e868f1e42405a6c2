// The generated PDF documents (site documents, price lists, order confirmations): A4 pages of text with headings,
// bullets, tables and a footer with page numbers, written by pdfkit with DejaVu Sans embedded (a subset), so every
// language of the site, Cyrillic included, prints and can be searched and copied (pdfkit writes a ToUnicode map).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

export type PdfBlock =
  | { kind: 'title' | 'subtitle' | 'heading' | 'paragraph' | 'bullet'; text: string }
  /** A PNG (e.g. a payment QR code), `width` points wide, left-aligned; `caption` printed small below it. */
  | { kind: 'image'; png: Buffer; width: number; caption?: string }
  | {
      kind: 'table';
      /** Relative column widths (e.g. [4, 1, 2]) and their alignment. */
      columns: Array<{ width: number; align?: 'left' | 'right' }>;
      /** Column titles, printed bold above the rows. */
      header?: string[];
      rows: string[][];
      /** The last row in bold (a total). */
      boldLast?: boolean;
    };

export interface PdfDocument {
  title: string;
  author: string;
  /** BCP 47 language of the text (the PDF's /Lang, read by screen readers). */
  lang: string;
  blocks: PdfBlock[];
  footer: string;
  /** Fixed creation date: pdfkit derives the file ID from the document info, so the same input gives the same bytes. */
  createdAt: Date;
}

// Resolved from the installed package at run time (the bundled server keeps node_modules, not the sources); the
// files are read once and handed to pdfkit as bytes, its documented font source.
const require = createRequire(import.meta.url);
let fonts: { regular: Buffer; bold: Buffer } | undefined;
function loadFonts(): { regular: Buffer; bold: Buffer } {
  const read = (file: string) => readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${file}`));
  fonts ??= { regular: read('DejaVuSans.ttf'), bold: read('DejaVuSans-Bold.ttf') };
  return fonts;
}

/**
 * Documents written in this process, by their input: writing one is a pure function of it (the same input gives the
 * same bytes), and the seed writes the same site documents for every database it fills (each test app, each reset).
 * Order confirmations differ each time; the memo keeps only the last few hundred.
 */
const written = new Map<string, Promise<Buffer>>();
const MAX_WRITTEN = 256;

const MARGIN = 56;
const BLUE = '#0b4ea2';
const STYLE = {
  title: { font: 'bold', size: 20, before: 0, indent: 0 },
  subtitle: { font: 'regular', size: 11, before: 6, indent: 0 },
  heading: { font: 'bold', size: 13, before: 16, indent: 0 },
  paragraph: { font: 'regular', size: 10.5, before: 8, indent: 0 },
  bullet: { font: 'regular', size: 10.5, before: 4, indent: 14 },
} as const;

/** Builds the PDF bytes. */
export function writePdf(doc: PdfDocument): Promise<Buffer> {
  const key = createHash('sha256').update(JSON.stringify(doc)).digest('hex');
  let bytes = written.get(key);
  if (!bytes) {
    bytes = renderPdf(doc);
    bytes.catch(() => written.delete(key));
    written.set(key, bytes);
    for (const oldest of written.keys()) {
      if (written.size <= MAX_WRITTEN) break;
      written.delete(oldest);
    }
  }
  return bytes;
}

/** Writes the PDF every time (writePdf remembers what it wrote). */
export async function renderPdf(doc: PdfDocument): Promise<Buffer> {
  const { regular, bold } = loadFonts();
  const pdf = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN + 28, left: MARGIN, right: MARGIN },
    bufferPages: true,
    autoFirstPage: false,
    // The default font would be Helvetica from pdfkit's AFM files; start with ours.
    font: regular as unknown as string,
    lang: doc.lang,
    displayTitle: true,
    info: { Title: doc.title, Author: doc.author, Producer: 'PDFKit', Creator: doc.author, CreationDate: doc.createdAt },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  pdf.registerFont('regular', regular);
  pdf.registerFont('bold', bold);

  const rule = () => {
    const top = MARGIN - 14;
    pdf.save().strokeColor(BLUE).lineWidth(1.2).moveTo(MARGIN, top).lineTo(pdf.page.width - MARGIN, top).stroke().restore();
  };
  pdf.on('pageAdded', rule);
  pdf.addPage();
  const left = MARGIN;
  const width = pdf.page.width - 2 * MARGIN;

  for (const block of doc.blocks) {
    if (block.kind === 'table') {
      pdf.moveDown(0.6);
      const total = block.columns.reduce((sum, c) => sum + c.width, 0);
      const rows = [...(block.header ? [block.header] : []), ...block.rows];
      const boldRow = (i: number) => (block.header && i === 0) || (block.boldLast && i === rows.length - 1);
      pdf.font('regular').fontSize(9.5).fillColor('black');
      pdf.table({
        position: { x: left },
        maxWidth: width,
        columnStyles: block.columns.map((c) => ({ width: (width * c.width) / total, align: { x: c.align ?? 'left', y: 'top' } })),
        defaultStyle: { border: 0, padding: [3, 4] },
        rowStyles: (i) => (boldRow(i) ? { border: { bottom: 0.6 }, borderColor: { bottom: '#52606d' } } : { border: { bottom: 0.3 }, borderColor: { bottom: '#cbd2d9' } }),
        data: rows.map((row, i) => row.map((text) => (boldRow(i) ? { text, font: { src: 'bold' } } : text))),
      });
      pdf.x = left;
      continue;
    }
    if (block.kind === 'image') {
      pdf.moveDown(0.6);
      const captionHeight = block.caption ? 14 : 0;
      if (pdf.y + block.width + captionHeight > pdf.page.height - pdf.page.margins.bottom) pdf.addPage();
      const top = pdf.y;
      pdf.image(block.png, left, top, { width: block.width });
      pdf.y = top + block.width;
      if (block.caption) pdf.font('regular').fontSize(8).fillColor('#52606d').text(block.caption, left, pdf.y + 2, { width: block.width, align: 'center' });
      pdf.x = left;
      continue;
    }
    const style = STYLE[block.kind];
    pdf.moveDown(style.before / 12);
    pdf.font(style.font).fontSize(style.size).fillColor(block.kind === 'title' ? BLUE : 'black');
    // A heading keeps its first following line on its page, and a bullet its first line with the bullet.
    const keep = pdf.currentLineHeight(true) * (block.kind === 'heading' ? 3 : 1.2);
    if (pdf.y + keep > pdf.page.height - pdf.page.margins.bottom) pdf.addPage();
    if (block.kind === 'bullet') {
      const y = pdf.y;
      pdf.text('•', left + 2, y, { lineBreak: false });
      pdf.text(block.text, left + style.indent, y, { width: width - style.indent, lineGap: 2 });
    } else {
      pdf.text(block.text, left, pdf.y, { width, lineGap: 2 });
    }
    pdf.x = left;
  }

  // The footer of every page, in the bottom margin (with the margin lifted, so it does not start a new page).
  const range = pdf.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    pdf.switchToPage(i);
    const bottom = pdf.page.margins.bottom;
    pdf.page.margins.bottom = 0;
    pdf.font('regular').fontSize(8).fillColor('#52606d');
    pdf.text(`${doc.footer}   ${i + 1} / ${range.count}`, MARGIN, pdf.page.height - MARGIN - 10, { width, lineBreak: false });
    pdf.page.margins.bottom = bottom;
  }
  pdf.end();
  return done;
}
