import { useEffect, useId, useState } from 'react';
import { Form, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { countryName, formatPrice, type ApiFailure, type DeliveryMethod } from '@shop/shared';
import { useApi, usePageLang } from '@shop/shared/react';
import { isVatReverseCharge } from '@shop/shared/business-ids';
import { getDeliveryOptions } from '../api/get-delivery-options.ts';

/** The contact form's field that holds the choice (not part of the contact: saved by its own call). */
export const DELIVERY_FIELD = 'delivery_method';

/** How long the country must stay unchanged before the carrier's price is asked for (not on every keystroke). */
const COUNTRY_SETTLE_MS = 400;

function useSettled(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), COUNTRY_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

/** The buyer's words for a delivery.* refusal of the server (422) about the country typed, or null for any other failure. */
export function deliveryErrorMessage(failure: Pick<ApiFailure, 'code'>, t: TFunction<'cart'>, country: string): string | null {
  if (!failure.code?.startsWith('delivery.')) return null;
  return t(`delivery.serverMessages.${failure.code.slice('delivery.'.length)}`, { country, defaultValue: t('delivery.failed') });
}

/**
 * The contact step's delivery choice: pickup at the workshop (free, its address from the company settings) or the
 * carrier to the buyer's address, priced by the server for the country typed above. A radio group in a fieldset;
 * a country the carrier does not serve is said under the carrier's option, and choosing it is refused. Once the
 * country and VAT ID make the order a reverse charge, the carrier's price is the one the summary will charge: without
 * VAT, saying why (decision 0113).
 */
export function DeliveryChoice({ cartId }: { cartId: string }) {
  const { t } = useTranslation('cart');
  const lang = usePageLang();
  const legendId = useId();
  const hintId = useId();
  const pickupHintId = useId();
  const form = Form.useFormInstance();
  const typed = ((Form.useWatch('country', form) as string | undefined) ?? '').trim();
  const vatId = (Form.useWatch('vat_id', form) as string | undefined) ?? '';
  const country = useSettled(typed);
  const options = useApi(`delivery-options|${cartId}|${country}`, (signal) => getDeliveryOptions(cartId, country, signal), { keepPrevious: true });
  const data = options.data;

  let carrierHint: string;
  if (options.status === 'error') carrierHint = t('delivery.priceFailed');
  else if (!country) carrierHint = t('delivery.enterCountry');
  else if (!data || options.loading || country !== typed) carrierHint = t('delivery.pricing');
  else if (!data.carrier.country) carrierHint = t('delivery.unknownCountry', { country });
  else if (!data.carrier.served || data.carrier.price === null) carrierHint = t('delivery.notServed', { country: countryName(data.carrier.country, lang) });
  else {
    const name = countryName(data.carrier.country, lang);
    // The form's own test (the server's too): the country of the price asked for and the VAT ID typed below.
    const net = isVatReverseCharge({ country: data.carrier.country, vat_id: vatId }) ? data.carrier.price_without_vat : undefined;
    if (typeof net === 'number' && net > 0) carrierHint = t('delivery.carrierToNet', { country: name, price: formatPrice(net, lang) });
    else carrierHint = t('delivery.carrierTo', { country: name, price: data.carrier.price === 0 ? t('delivery.free') : formatPrice(data.carrier.price, lang) });
  }

  return (
    <fieldset className="checkout-fieldset delivery-choice">
      <legend id={legendId}>{t('delivery.title')}</legend>
      <Form.Item name={DELIVERY_FIELD} rules={[{ required: true, message: t('delivery.required') }]}>
        <Radio.Group aria-labelledby={legendId} className="delivery-choice__options">
          {/* The details are each option's description, outside its label: the name stays short ("Pickup at the
              workshop free"), and the address or a country's name never becomes part of another field's label. */}
          <div className="delivery-choice__option">
            <Radio value={'pickup' satisfies DeliveryMethod} aria-describedby={pickupHintId}>
              <span className="delivery-choice__name">{t('delivery.pickup')}</span> <span className="delivery-choice__price">{t('delivery.free')}</span>
            </Radio>
            <p className="delivery-choice__hint" id={pickupHintId}>
              {data?.pickup.address ? t('delivery.pickupAt', { address: data.pickup.address }) : t('delivery.pickupHint')}
            </p>
          </div>
          <div className="delivery-choice__option">
            <Radio value={'carrier' satisfies DeliveryMethod} aria-describedby={hintId}>
              <span className="delivery-choice__name">{t('delivery.carrier')}</span>
            </Radio>
            <p className="delivery-choice__hint" id={hintId} aria-live="polite">
              {carrierHint}
            </p>
          </div>
        </Radio.Group>
      </Form.Item>
    </fieldset>
  );
}
