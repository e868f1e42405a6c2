// The order mails' and PDF's line for a VAT reverse charge (decision 0065), in the five languages; beside the mails'
// other texts so the invoice wording can be changed in one place.
import type { Lang } from '@shop/shared/contracts/common';

export const REVERSE_CHARGE_TEXT: Record<Lang, string> = {
  sk: 'Prenesenie daňovej povinnosti (reverse charge): DPH odvedie odberateľ. Ceny sú bez DPH.',
  en: 'VAT reverse charge: the buyer accounts for the VAT. Prices are without VAT.',
  hu: 'Fordított adózás (reverse charge): az áfát a vevő fizeti meg. Az árak áfa nélkül értendők.',
  sr: 'Obrnuto obračunavanje PDV-a (reverse charge): PDV obračunava kupac. Cene su bez PDV-a.',
  ru: 'Обратное начисление НДС (reverse charge): НДС уплачивает покупатель. Цены указаны без НДС.',
};
