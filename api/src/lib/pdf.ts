// A minimal PDF writer (no dependencies) for the generated documents: A4 pages of wrapped text in Helvetica with
// headings, bullets and a footer. The standard fonts carry the Central European Latin letters (č, ľ, ő, đ, …);
// they are reached through a /Differences encoding. Text outside that repertoire (e.g. Cyrillic) is not supported.

export interface PdfBlock {
  kind: 'title' | 'subtitle' | 'heading' | 'paragraph' | 'bullet';
  text: string;
}

export interface PdfDocument {
  title: string;
  author: string;
  blocks: PdfBlock[];
  footer: string;
  /** Fixed creation date so the same input gives the same bytes (the seed is deterministic). */
  createdAt: Date;
}

/** Unicode -> glyph name of the standard fonts, for everything beyond printable ASCII. */
const GLYPHS: Record<string, string> = {
  á: 'aacute', ä: 'adieresis', č: 'ccaron', ď: 'dcaron', é: 'eacute', ě: 'ecaron', í: 'iacute', ĺ: 'lacute', ľ: 'lcaron',
  ň: 'ncaron', ó: 'oacute', ô: 'ocircumflex', ö: 'odieresis', ő: 'ohungarumlaut', ŕ: 'racute', ř: 'rcaron', š: 'scaron',
  ť: 'tcaron', ú: 'uacute', ů: 'uring', ü: 'udieresis', ű: 'uhungarumlaut', ý: 'yacute', ž: 'zcaron', ć: 'cacute',
  đ: 'dcroat', Á: 'Aacute', Ä: 'Adieresis', Č: 'Ccaron', Ď: 'Dcaron', É: 'Eacute', Í: 'Iacute', Ĺ: 'Lacute', Ľ: 'Lcaron',
  Ň: 'Ncaron', Ó: 'Oacute', Ô: 'Ocircumflex', Ö: 'Odieresis', Ő: 'Ohungarumlaut', Ŕ: 'Racute', Š: 'Scaron', Ť: 'Tcaron',
  Ú: 'Uacute', Ü: 'Udieresis', Ű: 'Uhungarumlaut', Ý: 'Yacute', Ž: 'Zcaron', Ć: 'Cacute', Đ: 'Dcroat',
  '–': 'endash', '—': 'emdash', '„': 'quotedblbase', '“': 'quotedblleft', '”': 'quotedblright', '‘': 'quoteleft',
  '’': 'quoteright', '‚': 'quotesinglbase', '€': 'Euro', '…': 'ellipsis', '•': 'bullet', '°': 'degree', '×': 'multiply',
  '§': 'section', µ: 'mu', '·': 'periodcentered', Ø: 'Oslash', ø: 'oslash', '©': 'copyright', '²': 'twosuperior', '\u00a0': 'space',
};

export function isPdfWritable(text: string): boolean {
  return Array.from(text).every((ch) => (ch >= ' ' && ch <= '~') || ch in GLYPHS);
}

const PAGE = { width: 595.28, height: 841.89, margin: 56 } as const;
const STYLE: Record<PdfBlock['kind'], { font: 'F1' | 'F2'; size: number; before: number; indent: number }> = {
  title: { font: 'F2', size: 20, before: 0, indent: 0 },
  subtitle: { font: 'F1', size: 11, before: 6, indent: 0 },
  heading: { font: 'F2', size: 13, before: 16, indent: 0 },
  paragraph: { font: 'F1', size: 10.5, before: 8, indent: 0 },
  bullet: { font: 'F1', size: 10.5, before: 4, indent: 14 },
};

/** Average advance of Helvetica in em (a conservative estimate for wrapping; bold is a little wider). */
const advance = (font: 'F1' | 'F2'): number => (font === 'F2' ? 0.56 : 0.52);

function wrap(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > maxChars) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/** Builds the PDF bytes. */
export function writePdf(doc: PdfDocument): Buffer {
  // One encoding for the whole document: ASCII as is, the other letters on codes from 128 up.
  const codes = new Map<string, number>();
  const allText = [doc.title, doc.author, doc.footer, '•', ...doc.blocks.map((b) => b.text)].join('');
  for (const ch of Array.from(allText)) {
    if (ch >= ' ' && ch <= '~') continue;
    if (!(ch in GLYPHS)) throw new Error(`writePdf: the character "${ch}" (U+${ch.codePointAt(0)!.toString(16)}) is not supported`);
    if (!codes.has(ch)) codes.set(ch, 128 + codes.size);
  }
  if (codes.size > 127) throw new Error('writePdf: too many distinct characters');
  const encodeText = (s: string): string =>
    Array.from(s)
      .map((ch) => {
        const code = codes.get(ch);
        if (code !== undefined) return `\\${code.toString(8).padStart(3, '0')}`;
        return ch === '(' || ch === ')' || ch === '\\' ? `\\${ch}` : ch;
      })
      .join('');

  // Layout: lines with their font, size and position, split into pages.
  type Line = { font: 'F1' | 'F2'; size: number; x: number; y: number; text: string };
  const pages: Line[][] = [[]];
  const bottom = PAGE.margin + 28;
  let y = PAGE.height - PAGE.margin;
  const usable = PAGE.width - 2 * PAGE.margin;
  for (const block of doc.blocks) {
    const style = STYLE[block.kind];
    const leading = style.size * 1.35;
    const maxChars = Math.floor((usable - style.indent) / (style.size * advance(style.font)));
    const lines = wrap(block.text, maxChars);
    y -= style.before;
    lines.forEach((text, i) => {
      if (y - leading < bottom) {
        pages.push([]);
        y = PAGE.height - PAGE.margin;
      }
      y -= leading;
      const page = pages[pages.length - 1]!;
      if (block.kind === 'bullet' && i === 0) page.push({ font: 'F1', size: style.size, x: PAGE.margin + 2, y, text: '•' });
      page.push({ font: style.font, size: style.size, x: PAGE.margin + style.indent, y, text });
    });
  }

  const objects: string[] = [];
  const add = (body: string): number => objects.push(body);
  const catalogId = add('');
  const pagesId = add('');
  const differences = [...codes.entries()].map(([ch, code]) => `${code} /${GLYPHS[ch]}`).join(' ');
  const encodingId = add(`<< /Type /Encoding /BaseEncoding /WinAnsiEncoding /Differences [${differences}] >>`);
  const regularId = add(`<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding ${encodingId} 0 R >>`);
  const boldId = add(`<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding ${encodingId} 0 R >>`);
  const pageIds: number[] = [];
  pages.forEach((lines, index) => {
    const footer = `${doc.footer}   ${index + 1} / ${pages.length}`;
    const ops = [
      '0.043 0.306 0.635 RG 1.2 w',
      `${PAGE.margin} ${PAGE.height - PAGE.margin + 14} m ${PAGE.width - PAGE.margin} ${PAGE.height - PAGE.margin + 14} l S`,
      ...lines.map((l) => `BT /${l.font} ${l.size} Tf ${l.x.toFixed(2)} ${l.y.toFixed(2)} Td (${encodeText(l.text)}) Tj ET`),
      `BT /F1 8 Tf ${PAGE.margin} ${PAGE.margin - 10} Td (${encodeText(footer)}) Tj ET`,
    ].join('\n');
    const contentId = add(`<< /Length ${Buffer.byteLength(ops, 'latin1')} >>\nstream\n${ops}\nendstream`);
    pageIds.push(
      add(
        `<< /Type /Page /Parent ${pagesId} 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] /Resources << /Font << /F1 ${regularId} 0 R /F2 ${boldId} 0 R >> >> /Contents ${contentId} 0 R >>`,
      ),
    );
  });
  objects[catalogId - 1] = `<< /Type /Catalog /Pages ${pagesId} 0 R >>`;
  objects[pagesId - 1] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`;
  const date = doc.createdAt.toISOString().replace(/[-:T]/g, '').slice(0, 14);
  const infoId = add(`<< /Title (${encodeText(doc.title)}) /Author (${encodeText(doc.author)}) /Producer (Kovovyroba site) /CreationDate (D:${date}Z) >>`);

  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root ${catalogId} 0 R /Info ${infoId} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
