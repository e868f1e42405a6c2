// Stylised product drawings (SVG rendered to webp with sharp) for the demo catalogue.
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Drawing } from './catalog-data.ts';

export const PRODUCT_IMAGE = { width: 1200, height: 900 } as const;
export const CATEGORY_THUMB = { width: 240, height: 240 } as const;

const bars = (x0: number, x1: number, y0: number, y1: number, n: number, c: string, w = 14): string =>
  Array.from({ length: n }, (_, i) => `<rect x="${x0 + ((x1 - x0 - w) * i) / Math.max(1, n - 1)}" y="${y0}" width="${w}" height="${y1 - y0}" fill="${c}"/>`).join('');
const frame = (x: number, y: number, w: number, h: number, c: string, s = 18): string =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="none" stroke="${c}" stroke-width="${s}"/>`;
const spikes = (x0: number, x1: number, y: number, n: number, c: string): string =>
  Array.from({ length: n }, (_, i) => {
    const x = x0 + ((x1 - x0) * i) / Math.max(1, n - 1);
    return `<path d="M${x - 14} ${y} L${x} ${y - 40} L${x + 14} ${y} Z" fill="${c}"/>`;
  }).join('');

function drawing(kind: Drawing, c: string): string {
  switch (kind) {
    case 'gate-swing':
      return frame(200, 300, 390, 400, c) + frame(610, 300, 390, 400, c) + bars(230, 560, 310, 690, 9, c) + bars(640, 970, 310, 690, 9, c) + `<rect x="170" y="250" width="30" height="480" fill="${c}"/><rect x="1000" y="250" width="30" height="480" fill="${c}"/>`;
    case 'gate-sliding':
      return frame(150, 330, 760, 360, c) + bars(180, 880, 340, 680, 16, c) + `<rect x="930" y="280" width="34" height="450" fill="${c}"/><rect x="100" y="700" width="900" height="12" fill="#555"/><circle cx="260" cy="712" r="18" fill="#333"/><circle cx="800" cy="712" r="18" fill="#333"/>`;
    case 'gate-pedestrian':
      return frame(450, 300, 300, 420, c) + bars(475, 725, 310, 710, 7, c) + `<rect x="410" y="260" width="34" height="470" fill="${c}"/><rect x="756" y="260" width="34" height="470" fill="${c}"/><rect x="700" y="500" width="40" height="14" fill="#222"/>`;
    case 'fence-panel': {
      const grid = Array.from({ length: 11 }, (_, i) => `<line x1="${150 + i * 90}" y1="330" x2="${150 + i * 90}" y2="700" stroke="${c}" stroke-width="8"/>`).join('') + Array.from({ length: 5 }, (_, i) => `<line x1="150" y1="${340 + i * 90}" x2="1050" y2="${340 + i * 90}" stroke="${c}" stroke-width="8"/>`).join('');
      return grid + `<rect x="120" y="300" width="30" height="430" fill="${c}"/><rect x="1050" y="300" width="30" height="430" fill="${c}"/>`;
    }
    case 'fence-wrought':
      return bars(160, 1040, 330, 700, 18, c, 12) + spikes(166, 1034, 330, 18, c) + `<rect x="140" y="380" width="920" height="16" fill="${c}"/><rect x="140" y="640" width="920" height="16" fill="${c}"/>` + Array.from({ length: 6 }, (_, i) => `<circle cx="${250 + i * 140}" cy="520" r="40" fill="none" stroke="${c}" stroke-width="10"/>`).join('');
    case 'post':
      return `<rect x="560" y="180" width="80" height="560" fill="${c}"/><rect x="550" y="165" width="100" height="22" fill="${c}"/>` + [300, 450, 600].map((y) => `<rect x="640" y="${y}" width="40" height="20" fill="${c}"/>`).join('');
    case 'railing':
      return `<rect x="150" y="330" width="900" height="22" rx="10" fill="${c}"/>` + bars(170, 1030, 350, 700, 14, c, 12) + `<rect x="150" y="690" width="900" height="14" fill="${c}"/>`;
    case 'railing-stainless':
      return `<rect x="150" y="320" width="900" height="26" rx="13" fill="${c}" stroke="#889" stroke-width="2"/>` + [170, 470, 770, 1010].map((x) => `<rect x="${x}" y="330" width="24" height="380" fill="${c}" stroke="#889" stroke-width="2"/>`).join('') + Array.from({ length: 6 }, (_, i) => `<line x1="170" y1="${400 + i * 50}" x2="1030" y2="${400 + i * 50}" stroke="#8a9096" stroke-width="4"/>`).join('');
    case 'stairs':
      return Array.from({ length: 9 }, (_, i) => `<rect x="${250 + i * 80}" y="${700 - (i + 1) * 50}" width="90" height="16" fill="${c}"/>`).join('') + `<line x1="240" y1="720" x2="980" y2="240" stroke="${c}" stroke-width="20"/><line x1="260" y1="560" x2="1000" y2="100" stroke="${c}" stroke-width="10"/>`;
    case 'spiral':
      return `<rect x="590" y="150" width="20" height="580" fill="${c}"/>` + Array.from({ length: 10 }, (_, i) => `<ellipse cx="${600 + Math.sin(i * 0.9) * 150}" cy="${700 - i * 55}" rx="150" ry="16" fill="${c}"/>`).join('');
    case 'tread':
      return `<rect x="250" y="380" width="700" height="200" fill="none" stroke="${c}" stroke-width="20"/>` + Array.from({ length: 16 }, (_, i) => `<line x1="${290 + i * 40}" y1="390" x2="${290 + i * 40}" y2="570" stroke="${c}" stroke-width="7"/>`).join('');
    case 'pergola':
      return [220, 960].map((x) => `<rect x="${x}" y="280" width="26" height="450" fill="${c}"/>`).join('') + `<rect x="180" y="270" width="840" height="26" fill="${c}"/>` + Array.from({ length: 10 }, (_, i) => `<rect x="${200 + i * 88}" y="240" width="14" height="60" fill="${c}"/>`).join('');
    case 'canopy':
      return `<rect x="420" y="420" width="360" height="320" fill="#7a5a3a"/><path d="M360 360 Q600 240 840 360 L840 380 Q600 262 360 380 Z" fill="${c}"/><path d="M370 360 Q600 250 830 360" fill="none" stroke="#cfe8f7" stroke-width="18" opacity=".7"/>`;
    case 'carport':
      return [230, 560, 890].map((x) => `<rect x="${x}" y="330" width="24" height="400" fill="${c}"/>`).join('') + `<path d="M180 330 L1000 270 L1000 300 L180 360 Z" fill="${c}"/><rect x="380" y="560" width="330" height="110" rx="40" fill="#b8322a"/><circle cx="450" cy="680" r="34" fill="#222"/><circle cx="640" cy="680" r="34" fill="#222"/>`;
    case 'bench':
      return `<rect x="260" y="470" width="680" height="34" rx="6" fill="#b07a45"/><rect x="260" y="380" width="680" height="30" rx="6" fill="#b07a45"/><rect x="300" y="380" width="22" height="330" fill="${c}"/><rect x="880" y="380" width="22" height="330" fill="${c}"/>`;
    case 'table':
      return `<rect x="250" y="420" width="700" height="40" rx="6" fill="#b07a45"/><path d="M320 460 L280 720 M320 460 L360 720 M880 460 L840 720 M880 460 L920 720" stroke="${c}" stroke-width="22"/>`;
    case 'planter':
      return `<rect x="430" y="430" width="340" height="300" fill="${c}"/><ellipse cx="600" cy="420" rx="170" ry="40" fill="#3f7a33"/><circle cx="540" cy="370" r="60" fill="#4f9a3f"/><circle cx="650" cy="360" r="70" fill="#57a846"/>`;
    case 'mailbox':
      return `<rect x="440" y="300" width="320" height="400" rx="14" fill="${c}"/><rect x="480" y="360" width="240" height="22" rx="8" fill="#111"/><rect x="560" y="460" width="80" height="36" fill="#e8e2c8"/><circle cx="600" cy="600" r="16" fill="#d8b445"/>`;
    case 'hinge':
      return `<rect x="360" y="380" width="220" height="120" rx="10" fill="${c}"/><rect x="620" y="400" width="220" height="80" rx="10" fill="${c}"/><rect x="575" y="320" width="50" height="240" rx="25" fill="${c}"/><circle cx="420" cy="440" r="14" fill="#ddd"/><circle cx="780" cy="440" r="14" fill="#ddd"/>`;
    case 'lock':
      return `<rect x="480" y="300" width="240" height="360" rx="10" fill="${c}"/><rect x="700" y="420" width="200" height="34" rx="16" fill="${c}"/><circle cx="600" cy="560" r="26" fill="#d8b445"/><rect x="594" y="560" width="12" height="50" fill="#d8b445"/>`;
    case 'ornament':
      return `<path d="M600 180 L660 330 L600 300 L540 330 Z" fill="${c}"/><rect x="585" y="300" width="30" height="420" fill="${c}"/><path d="M600 460 C520 400 470 520 560 540 M600 460 C680 400 730 520 640 540" fill="none" stroke="${c}" stroke-width="16"/>`;
    case 'operator':
      return `<rect x="430" y="380" width="340" height="260" rx="30" fill="${c}"/><rect x="380" y="640" width="440" height="30" fill="#555"/><circle cx="740" cy="410" r="18" fill="#f0a020"/><rect x="470" y="430" width="120" height="14" fill="#ccc"/>`;
    case 'balcony':
      return `<rect x="200" y="200" width="800" height="540" fill="#e9e2d6"/><rect x="380" y="250" width="440" height="380" fill="#9cc7e4" stroke="#fff" stroke-width="14"/><rect x="340" y="470" width="520" height="18" fill="${c}"/>` + bars(350, 850, 488, 640, 14, c, 10) + `<rect x="340" y="630" width="520" height="14" fill="${c}"/>`;
  }
}

const BACKGROUNDS = [
  ['#d7e8f6', '#f3f7fb', '#94c071'],
  ['#eceff1', '#fafafa', '#c9c2b4'],
  ['#f6dcc0', '#fbefe2', '#86ad62'],
] as const;

export function productSvg(kind: Drawing, color: string, view: number): string {
  const [top, bottom, ground] = BACKGROUNDS[view % BACKGROUNDS.length]!;
  const zoom = view === 1 ? 'transform="translate(-300 -225) scale(1.5)"' : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PRODUCT_IMAGE.width}" height="${PRODUCT_IMAGE.height}" viewBox="0 0 1200 900">
<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>
<rect width="1200" height="900" fill="url(#bg)"/><rect y="730" width="1200" height="170" fill="${ground}"/>
<g ${zoom}>${drawing(kind, color)}</g></svg>`;
}

export function categorySvg(kind: Drawing, color: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CATEGORY_THUMB.width}" height="${CATEGORY_THUMB.height}" viewBox="150 100 900 900">
<rect x="150" y="100" width="900" height="900" fill="#eef3f8"/><rect x="150" y="730" width="900" height="270" fill="#d5dde4"/>${drawing(kind, color)}</svg>`;
}

/** Renders an SVG to webp under mediaDir/relPath unless the file exists already (re-seeding reuses images). */
export async function renderWebp(mediaDir: string, relPath: string, svg: string, force = false): Promise<void> {
  const file = path.join(mediaDir, relPath);
  if (!force && existsSync(file)) return;
  mkdirSync(path.dirname(file), { recursive: true });
  await sharp(Buffer.from(svg)).webp({ quality: 78, effort: 2 }).toFile(file);
}

/** Runs tasks with a small concurrency limit (sharp has its own thread pool; this bounds memory). */
export async function runLimited(tasks: Array<() => Promise<void>>, limit = 4): Promise<void> {
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < tasks.length) {
      const task = tasks[next++]!;
      await task();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
}
