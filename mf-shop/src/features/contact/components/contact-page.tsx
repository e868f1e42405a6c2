import { MailOutlined, PhoneOutlined } from '@ant-design/icons';
import { INQUIRY_REPLY_WORKING_DAYS, publicConfig } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { InquiryForm } from '../../../components/inquiry-form.tsx';
import pageStyles from '../../../components/page.module.css';
import { useSiteSettings } from '../api/get-site-settings.ts';
import { CompanyMap } from './company-map.tsx';
import styles from './contact-page.module.css';
import { ErrorState, SkeletonPlaceholder, useDocumentTitle } from '@shop/shared/react';

/** /{lang}/contact: company data, opening hours, where we are, and a message form. */
export function ContactPage() {
  const { t } = useTranslation('shop');
  const { mapsKey } = publicConfig();
  const { data, error, loading, refetch } = useSiteSettings();
  const title = t('info.pages.contact.title');
  useDocumentTitle(title);
  const c = data?.company;
  return (
    <div className={pageStyles.page}>
      <h1>{title}</h1>
      <p className={pageStyles.lead}>{t('contact.intro')}</p>
      {error ? (
        <ErrorState title={t('state.loadFailed')} error={error} namespace="shop" onRetry={refetch} />
      ) : loading || !data || !c ? (
        <div className={styles.columns} aria-busy="true">
          <SkeletonPlaceholder active paragraph={{ rows: 6 }} />
          <SkeletonPlaceholder active paragraph={{ rows: 6 }} />
        </div>
      ) : (
        <div className={styles.columns}>
          <section aria-labelledby="company-heading" className={styles.card}>
            <h2 id="company-heading">{t('contact.company')}</h2>
            <address className={styles.address}>
              <strong>{c.name}</strong>
              <br />
              {c.street}
              <br />
              {c.zip} {c.town}
              <br />
              {c.country}
            </address>
            <ul className={styles.reach}>
              {c.phone ? (
                <li>
                  <PhoneOutlined aria-hidden /> <span className="visually-hidden">{t('contact.phone')}: </span>
                  <a href={`tel:${c.phone.replace(/\s+/g, '')}`}>{c.phone.replaceAll(' ', '\u00a0') /* one line: no break between its digits */}</a>
                </li>
              ) : null}
              {c.email ? (
                <li>
                  <MailOutlined aria-hidden /> <span className="visually-hidden">{t('contact.email')}: </span>
                  <a href={`mailto:${c.email}`}>{c.email}</a>
                </li>
              ) : null}
            </ul>
            {data.opening_hours.length > 0 ? (
              <>
                <h3>{t('contact.hours')}</h3>
                <table className={styles.hours}>
                  <tbody>
                    {data.opening_hours.map((row) => (
                      <tr key={row.days}>
                        <th scope="row">{row.days}</th>
                        <td>{row.hours}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </>
            ) : null}
          </section>
          <section aria-labelledby="map-heading" className={styles.card}>
            <h2 id="map-heading">{t('contact.whereWeAre')}</h2>
            <CompanyMap settings={data} mapsKey={mapsKey} />
          </section>
        </div>
      )}
      <InquiryForm kind="contact" title={t('contact.formTitle')} intro={t('contact.formIntro', { count: INQUIRY_REPLY_WORKING_DAYS.contact })} />
    </div>
  );
}
