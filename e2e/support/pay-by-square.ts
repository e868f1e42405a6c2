import { decode } from 'bysquare/pay';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';

/**
 * What a Slovak banking app reads from a PAY by square image: the QR code found in the PNG's pixels (jsQR), then its
 * payload (base32hex, LZMA, the tab-separated payment) decoded by bysquare. Throws when the image holds no code.
 */
export function readPayBySquare(png: Buffer): { iban: string; amount: number | undefined; variableSymbol: string | undefined; currency: string } {
  const image = PNG.sync.read(png);
  const code = jsQR(new Uint8ClampedArray(image.data.buffer, image.data.byteOffset, image.data.byteLength), image.width, image.height);
  if (!code) throw new Error('No QR code in the image');
  const payment = decode(code.data).payments[0];
  if (!payment) throw new Error('The PAY by square code holds no payment');
  return { iban: payment.bankAccounts[0]?.iban ?? '', amount: payment.amount, variableSymbol: payment.variableSymbol, currency: payment.currencyCode };
}

/** The bytes of an <img> whose source is a data: URL (the order page's code is one). */
export function dataUrlBytes(src: string): Buffer {
  const match = /^data:image\/png;base64,(.+)$/.exec(src);
  if (!match?.[1]) throw new Error(`Not a PNG data URL: ${src.slice(0, 40)}`);
  return Buffer.from(match[1], 'base64');
}
