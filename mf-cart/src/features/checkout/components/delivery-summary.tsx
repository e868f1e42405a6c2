import { useId } from 'react';
import { EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { countryName, formatPrice, localePath, type CartContact, type DeliveryQuote } from '@shop/shared';
import { usePageLang } from '@shop/shared/react';

/**
 * The summary's delivery card: the way chosen, where (the workshop, or the buyer's address) and the price the server
 * computed, said to be without VAT under a reverse charge (the price the contact step showed). Without a priced
 * delivery (the carrier stopped serving the country) it says so and links back.
 */
export function DeliverySummary({ delivery, contact, reverseCharge = false }: { delivery: DeliveryQuote | null; contact: CartContact; reverseCharge?: boolean }) {
  const { t } = useTranslation('cart');
  const lang = usePageLang();
  const headingId = useId();
  let body;
  if (!delivery) {
    body = <p className="checkout-delivery__missing">{t('delivery.serverMessages.countryNotServed', { country: contact.country })}</p>;
  } else {
    const way = delivery.method === 'pickup' ? t('delivery.pickup') : t('delivery.carrierNamed', { country: countryName(delivery.country ?? '', lang) });
    const where = delivery.method === 'pickup' ? t('delivery.pickupAt', { address: delivery.pickup_address ?? '' }) : t('delivery.carrierAddress', { address: `${contact.street}, ${contact.zip} ${contact.city}` });
    body = (
      <p className="checkout-delivery">
        <span className="checkout-delivery__way">{way}</span>
        <span className="checkout-delivery__price">
          {delivery.price.with_vat === 0 ? t('delivery.free') : reverseCharge ? `${formatPrice(delivery.price.with_vat, lang)} ${t('common:price.withoutVat')}` : formatPrice(delivery.price.with_vat, lang)}
        </span>
        <span className="checkout-delivery__where">{where}</span>
      </p>
    );
  }
  return (
    <section className="checkout-card" aria-labelledby={headingId}>
      <div className="checkout-card__head">
        <h2 id={headingId}>{t('delivery.title')}</h2>
        <Link to={localePath('cart-contact', lang)}>
          <EditOutlined aria-hidden /> {t('delivery.edit')}
        </Link>
      </div>
      {body}
    </section>
  );
}
