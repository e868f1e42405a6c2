// The order mails' and PDF's line for a VAT reverse charge (decision 0065), in the five languages, and the labels of
// its prices; beside the mails' other texts so the invoice wording can be changed in one place. The term leads as the
// VAT Directive's art. 226(11a) names it in the language, the same words the checkout and the order page use.
import type { Lang } from '@shop/shared/contracts/common';

export const REVERSE_CHARGE_TEXT: Record<Lang, string> = {
  sk: 'Prenesenie daňovej povinnosti (reverse charge): DPH odvedie odberateľ. Ceny sú bez DPH.',
  en: 'Reverse charge: the buyer accounts for the VAT. Prices are without VAT.',
  hu: 'Fordított adózás (reverse charge): az áfát a vevő fizeti meg. Az árak áfa nélkül értendők.',
  sr: 'Obrnuto obračunavanje PDV-a (reverse charge): PDV obračunava kupac. Cene su bez PDV-a.',
  ru: 'Обратное начисление НДС (reverse charge): НДС уплачивает покупатель. Цены указаны без НДС.',
};

/**
 * The price labels of a reverse-charge order, over the usual ones (decision 0113): its prices are without VAT, its
 * VAT is 0 %, and its last total is what the buyer pays; never "with VAT".
 */
export const REVERSE_CHARGE_LABELS: Record<Lang, { unitPrice: string; lineTotal: string; vat: string; totalWithVat: string }> = {
  sk: { unitPrice: 'Cena za kus bez DPH', lineTotal: 'Spolu bez DPH', vat: 'DPH 0 %', totalWithVat: 'Spolu na úhradu' },
  en: { unitPrice: 'Unit price excl. VAT', lineTotal: 'Total excl. VAT', vat: 'VAT 0%', totalWithVat: 'Total to pay' },
  hu: { unitPrice: 'Egységár áfa nélkül', lineTotal: 'Összesen áfa nélkül', vat: 'Áfa 0%', totalWithVat: 'Fizetendő összesen' },
  sr: { unitPrice: 'Cena po komadu bez PDV-a', lineTotal: 'Ukupno bez PDV-a', vat: 'PDV 0%', totalWithVat: 'Ukupno za plaćanje' },
  ru: { unitPrice: 'Цена за единицу без НДС', lineTotal: 'Итого без НДС', vat: 'НДС 0 %', totalWithVat: 'Итого к оплате' },
};
