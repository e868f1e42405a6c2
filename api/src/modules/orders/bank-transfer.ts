// Bank transfer details of an order (issue 47, decision 0106): the shop's IBAN from the settings, the order's
// variable symbol and amount, and their PAY by square code (the Slovak Banking Association's payment QR standard,
// encoded by the maintained `bysquare` package: a tab-separated payload, CRC32, LZMA, base32hex), drawn as a PNG by
// `qrcode` so the web page, the mail and the PDF show the same image.
import { CurrencyCode, PaymentOptions, encode } from 'bysquare/pay';
import QRCode from 'qrcode';
import { variableSymbolOf } from '@shop/shared/bank-payment';
import type { StoredBankAccount } from '../site/index.ts';

export interface TransferDetails {
  iban: string;
  bic: string | null;
  beneficiary: string;
  variableSymbol: string;
  amountCents: number;
  /** What the buyer's statement says (the order number, in the order's language). */
  note: string;
}

/** The bank transfer of an order and its PAY by square code as a PNG. */
export interface TransferWithCode {
  details: TransferDetails;
  png: Buffer;
}

/** The details to pay an order, or null when the shop has no IBAN (then no transfer is offered). */
export function transferDetailsOf(
  order: { order_number: string; total_with_vat_cents: number },
  account: StoredBankAccount | null,
  beneficiary: string,
  note: string,
): TransferDetails | null {
  if (!account?.iban) return null;
  return {
    iban: account.iban,
    bic: account.bic || null,
    beneficiary,
    variableSymbol: variableSymbolOf(order.order_number),
    amountCents: order.total_with_vat_cents,
    note,
  };
}

/** The PAY by square text a banking app reads: one payment order in euros. */
export function payBySquareText(details: TransferDetails): string {
  return encode({
    payments: [
      {
        type: PaymentOptions.PaymentOrder,
        amount: details.amountCents / 100,
        currencyCode: CurrencyCode.EUR,
        variableSymbol: details.variableSymbol,
        paymentNote: details.note,
        bankAccounts: [{ iban: details.iban, ...(details.bic ? { bic: details.bic } : {}) }],
        beneficiary: { name: details.beneficiary },
      },
    ],
  });
}

/**
 * The code as a PNG: error correction M (the standard's recommendation for print and screens), a quiet zone of four
 * modules, 6 pixels a module (about 300 px, sharp when printed 3-4 cm wide).
 */
export function payBySquarePng(details: TransferDetails): Promise<Buffer> {
  return QRCode.toBuffer(payBySquareText(details), { type: 'png', errorCorrectionLevel: 'M', margin: 4, scale: 6 });
}
