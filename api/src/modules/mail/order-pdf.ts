// The order confirmation PDF (order-<number>.pdf) attached to the customer's mail, in the order's language; the
// buyer's order page offers it again (orders/service.ts).
import { countryLabel } from '@shop/shared/countries';
import type { StoredCompany } from '../site/index.ts';
import { localeTag, type Lang } from '@shop/shared/languages';
import { pickTranslation } from '../../lib/lang.ts';
import { writePdf, type PdfBlock } from '../../lib/pdf.ts';
import { textsIn } from '../../i18n/texts.ts';
import { qrCaption, transferText } from './buyer-order-parts.ts';
import { deliveryWords, orderFormats, priceLabels } from './order-words.ts';
import type { OrderDocument, TransferWithCode } from '../orders/index.ts';

export async function renderOrderPdf(lang: Lang, { order, company, transfer }: { order: OrderDocument; company: StoredCompany | null; transfer?: TransferWithCode | null | undefined }): Promise<{ filename: string; content: Buffer }> {
  const t = textsIn(lang);
  const prices = priceLabels(lang, order.vat_reverse_charge);
  const { eur, date, percent } = orderFormats(lang);
  const createdAt = new Date(order.receipt.created_at);
  const c = order.contact;
  const number = order.receipt.order_number;
  const title = t('orderMail.pdfTitle', { n: number });
  const delivery = order.delivery ? deliveryWords(order.delivery, lang, eur) : null;
  const address = company ? `${company.street}, ${company.zip} ${company.town}` : '';
  // The seller's IDs as every document of a Slovak company names them (issue 47: the PDF had neither).
  const seller = company
    ? [
        company.name,
        [address, pickTranslation(company.country, lang)].filter(Boolean).join(', '),
        company.company_id ? `${t('orderMail.companyId')}: ${company.company_id}` : '',
        company.vat_id ? `${t('orderMail.sellerVatId')}: ${company.vat_id}` : '',
        [company.phone, company.email].filter(Boolean).join(' · '),
      ].filter(Boolean)
    : [];
  const buyer: Array<[string, string | undefined]> = [
    [t('orderMail.name'), c.name],
    [t('orderMail.company'), c.company],
    [t('orderMail.companyId'), c.company_id],
    [t('orderMail.vatId'), c.vat_id],
    [t('orderMail.address'), `${c.street}, ${c.zip} ${c.city}, ${countryLabel(c.country, lang)}`],
    [t('orderMail.email'), c.email],
    [t('orderMail.phone'), c.phone],
    [t('orderMail.note'), c.note],
  ];
  const blocks: PdfBlock[] = [
    { kind: 'title', text: title },
    { kind: 'subtitle', text: `${t('orderMail.orderNumber')}: ${number}\n${t('orderMail.date')}: ${date(createdAt)}` },
    ...(seller.length > 0 ? [{ kind: 'heading' as const, text: t('orderMail.seller') }, { kind: 'paragraph' as const, text: seller.join('\n') }] : []),
    { kind: 'heading', text: t('orderMail.buyer') },
    { kind: 'paragraph', text: buyer.filter((row): row is [string, string] => Boolean(row[1])).map(([k, v]) => `${k}: ${v}`).join('\n') },
    { kind: 'heading', text: t('orderMail.products') },
    {
      kind: 'table',
      columns: [{ width: 7.5 }, { width: 3.5, align: 'right' }, { width: 4, align: 'right' }, { width: 3, align: 'right' }, { width: 4, align: 'right' }],
      header: [t('orderMail.product'), t('orderMail.quantity'), prices.unitPrice, t('orderMail.vatRate'), prices.lineTotal],
      rows: order.lines.map((l) => [l.name, String(l.quantity), eur(l.unit_with_vat_cents), percent(l.vat_rate), eur(l.total_with_vat_cents)]),
    },
    ...(delivery
      ? [
          { kind: 'heading' as const, text: t('orderMail.delivery') },
          { kind: 'paragraph' as const, text: [`${delivery.way}: ${delivery.price}`, ...(delivery.address ? [`${t('orderMail.pickupAddress')}: ${delivery.address}`] : [])].join('\n') },
        ]
      : []),
    {
      kind: 'table',
      columns: [{ width: 3, align: 'right' }, { width: 1, align: 'right' }],
      rows: [
        [t('orderMail.totalWithoutVat'), eur(order.totals.without_vat_cents)],
        [prices.vat, eur(order.totals.vat_cents)],
        [prices.totalWithVat, eur(order.totals.with_vat_cents)],
      ],
      boldLast: true,
    },
    ...(order.vat_reverse_charge ? [{ kind: 'paragraph' as const, text: t('reverseCharge.note') }] : []),
    ...(transfer ? transferBlocks(lang, number, transfer, eur) : []),
    { kind: 'paragraph', text: t('orderMail.pdfNote') },
  ];
  const content = await writePdf({
    title,
    author: company?.name ?? '',
    lang: localeTag(lang),
    blocks,
    footer: [company?.name, address].filter(Boolean).join(' · '),
    createdAt,
  });
  return { filename: `order-${number}.pdf`, content };
}

/** The PDF's bank transfer: heading, the facts as text, then the QR code (its text alternative is the facts above). */
function transferBlocks(lang: Lang, orderNumber: string, transfer: TransferWithCode, eur: (cents: number) => string): PdfBlock[] {
  const [heading, ...lines] = transferText(lang, orderNumber, transfer.details, eur);
  return [
    { kind: 'heading', text: (heading ?? '').replace(/:$/, '') },
    { kind: 'paragraph', text: lines.join('\n') },
    { kind: 'image', png: transfer.png, width: 120, caption: qrCaption(lang) },
  ];
}
