// A price as a shopper reads it, in the page's language: with VAT first, without it below; a model's "from" price alone.
import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { formatPrice, i18n, setLanguage } from '@shop/shared';
import { PriceLines } from './price-lines.tsx';

const price = { with_vat: 1230.5, without_vat: 1000.41, vat_rate: 23, currency: 'EUR' } as const;

async function renderIn(lang: 'sk' | 'en' | 'hu', from?: number) {
  window.history.pushState(null, '', `/${lang}/product`);
  await setLanguage(lang);
  await act(async () => void render(
    <I18nextProvider i18n={i18n}>
      <PriceLines price={price} from={from} />
    </I18nextProvider>,
  ));
  return screen.getByRole('paragraph');
}

/** The text as read, its spaces (a no-break space in an amount included) as plain ones. */
const read = (element: HTMLElement) => element.textContent?.replace(/\s+/g, ' ');
const amount = (value: number, lang: 'sk' | 'en' | 'hu') => formatPrice(value, lang).replace(/\s+/g, ' ');

afterEach(() => window.history.pushState(null, '', '/'));

describe('PriceLines', () => {
  it('shows the price with VAT and then without it', async () => {
    expect(read(await renderIn('en'))).toBe(`${amount(1230.5, 'en')} incl. VAT${amount(1000.41, 'en')} excl. VAT`);
  });

  it("shows a model's lowest price alone, worded in the page's language", async () => {
    expect(read(await renderIn('sk', 990))).toBe(`od ${amount(990, 'sk')} s DPH`);
  });

  it('puts the amount where the language puts it', async () => {
    expect(read(await renderIn('hu', 990))).toBe(`${amount(990, 'hu')}-tól ÁFA-val`);
  });
});
