// Reads a PDF back with Mozilla's pdf.js (the reader of Firefox): the text of every page, in order, as a viewer
// would let a user copy it, and the fonts the pages use.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface PdfText {
  pages: string[];
  /** All pages, lines joined by spaces. */
  text: string;
  title: string | undefined;
}

export async function pdfText(bytes: Uint8Array): Promise<PdfText> {
  const doc = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, disableFontFace: true, verbosity: 0 }).promise;
  try {
    const pages: string[] = [];
    for (let i = 1; i <= doc.numPages; i++) {
      const content = await (await doc.getPage(i)).getTextContent();
      pages.push(content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? ' ' : '') : '')).join('').replace(/\s+/g, ' ').trim());
    }
    const info = (await doc.getMetadata()).info as { Title?: string };
    return { pages, text: pages.join(' '), title: info.Title };
  } finally {
    await doc.destroy();
  }
}
