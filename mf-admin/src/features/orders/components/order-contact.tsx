import { Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Lang, OrderDetail } from '@shop/shared';
import { countryLabel } from '@shop/shared/countries';
import { formatDateTime } from '../../../lib/labels.ts';

/** When the buyer accepted the terms of sale and the privacy policy, and the versions (linked) they accepted. */
function TermsAcceptance({ order, lang }: { order: OrderDetail; lang: Lang }) {
  const { t } = useTranslation('admin-orders');
  const acceptance = order.terms_acceptance;
  if (!acceptance) return <Typography.Text type="secondary">{t('detail.termsNotRecorded')}</Typography.Text>;
  return (
    <div>
      {formatDateTime(acceptance.accepted_at, lang)}
      <ul className="admin-order__documents">
        {acceptance.documents.map((document) => (
          <li key={document.key}>
            <a href={document.url} target="_blank" rel="noopener">
              {document.title}
            </a>{' '}
            <Typography.Text type="secondary">({t('detail.documentVersion', { date: formatDateTime(document.version, lang) })})</Typography.Text>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Who ordered and where the goods go: name, mail, phone, the company's IDs, the address, the buyer's note and the terms accepted. */
export function OrderContact({ order, lang }: { order: OrderDetail; lang: Lang }) {
  const { t } = useTranslation('admin-orders');
  const c = order.contact;
  return (
    <Descriptions
      className="admin-order__contact"
      size="small"
      column={1}
      items={[
        { key: 'name', label: t('detail.name'), children: c.name },
        { key: 'email', label: t('detail.email'), children: <a href={`mailto:${c.email}`}>{c.email}</a> },
        { key: 'phone', label: t('detail.phone'), children: <a href={`tel:${c.phone.replace(/[^+\d]/g, '')}`}>{c.phone}</a> },
        ...(c.company ? [{ key: 'company', label: t('detail.company'), children: c.company }] : []),
        // An ID is one token: it does not break in the middle ("HU1234 / 5676").
        ...(c.company_id ? [{ key: 'company_id', label: t('detail.companyId'), children: <span className="admin-order__nowrap">{c.company_id}</span> }] : []),
        ...(c.vat_id ? [{ key: 'vat_id', label: t('detail.vatId'), children: <span className="admin-order__nowrap">{c.vat_id}</span> }] : []),
        { key: 'address', label: t('detail.address'), children: `${c.street}, ${c.zip} ${c.city}, ${countryLabel(c.country, lang)}` },
        ...(c.note ? [{ key: 'note', label: t('detail.note'), children: <span className="admin-order__note">{c.note}</span> }] : []),
        { key: 'terms', label: t('detail.terms'), children: <TermsAcceptance order={order} lang={lang} /> },
      ]}
    />
  );
}
