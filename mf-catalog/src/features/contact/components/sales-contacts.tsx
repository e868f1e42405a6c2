import { useTranslation } from 'react-i18next';
import { MailOutlined, PhoneOutlined } from '@ant-design/icons';
import type { SiteSettings } from '@shop/shared';
import { ErrorState, useLoaded } from '@shop/shared/react';

/** The sales team's contacts: the company's address, phone and e-mail from the site settings. */
export function SalesContacts() {
  const { t } = useTranslation('catalog');
  // From the contact route's loader (app/routes.tsx).
  const settings = useLoaded<SiteSettings>('siteSettings');
  if (settings.status === 'idle') return null;
  if (settings.status === 'error') return <ErrorState title={t('contact.settingsError')} error={settings.error} namespace="catalog" className="catalog-error" onRetry={settings.refetch} />;
  const { company } = settings.data;
  return (
    <div className="catalog-contacts">
      <address>
        <strong>{company.name}</strong>
        <br />
        {company.street}
        <br />
        {company.zip} {company.town}
        <br />
        {company.country}
      </address>
      <dl className="catalog-contacts__list">
        <div>
          <dt>
            <PhoneOutlined aria-hidden /> {t('contact.phone')}
          </dt>
          <dd>
            <a href={`tel:${company.phone.replace(/[^\d+]/g, '')}`}>{company.phone.replaceAll(' ', '\u00a0') /* one line: no break between its digits */}</a>
          </dd>
        </div>
        <div>
          <dt>
            <MailOutlined aria-hidden /> {t('contact.email')}
          </dt>
          <dd>
            <a href={`mailto:${company.email}`}>{company.email}</a>
          </dd>
        </div>
      </dl>
    </div>
  );
}
