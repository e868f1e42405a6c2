import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ProductDetail } from '@shop/shared';
import { withParams } from '../../../lib/list-params.ts';
import { useDocumentTitle, useLoaded } from '@shop/shared/react';
import { ContactForm } from './contact-form.tsx';
import { SalesContacts } from './sales-contacts.tsx';

/** /{lang}/katalog/kontakt[?product=slug]: the sales contacts and the enquiry form (about a product when one is given). */
export function ContactPage() {
  const { t } = useTranslation('catalog');
  const [params, setParams] = useSearchParams();
  // The `?product=` of the route's loader (app/routes.tsx): an unknown or withdrawn product is left out of the enquiry.
  const product = useLoaded<ProductDetail>('product');
  useDocumentTitle(t('contact.title'));

  return (
    <>
      <h1>{t('contact.title')}</h1>
      <p className="catalog-intro">{t('contact.intro')}</p>
      <div className="catalog-contact">
        <section aria-labelledby="catalog-sales-heading" className="catalog-section">
          <h2 id="catalog-sales-heading">{t('contact.sales')}</h2>
          <SalesContacts />
        </section>
        <section aria-labelledby="catalog-form-heading" className="catalog-section">
          <h2 id="catalog-form-heading">{t('contact.formTitle')}</h2>
          <ContactForm
            product={product.status === 'success' ? product.data : null}
            onRemoveProduct={() => setParams(withParams(params, { product: null }), { replace: true })}
          />
        </section>
      </div>
    </>
  );
}
