import { useTranslation } from 'react-i18next';
import { BRAND_NAME, localePath, openConsentSettings, publicConfig, type SiteDocument } from '@shop/shared';
import { ClientLink, SiteLogo, useApiLanguage } from '@shop/shared/react';
import { DocumentLink } from '../../../components/document-link.tsx';
import { footerColumns, type LinkColumn } from '../../../lib/site-links.ts';
import type { SiteCompany, SiteSettingsState } from '../api/get-site-settings.ts';
import './site-footer.css';

/** A phone number never wraps between its groups of digits (non-breaking spaces). */
const phoneOnOneLine = (phone: string) => phone.replaceAll(' ', '\u00a0');

function ContactBlock({ company }: { company: SiteCompany }) {
  const { t } = useTranslation('header');
  return (
    <address className="site-footer__contact">
      <strong>{company.name}</strong>
      <span>{company.street}</span>
      <span>
        {company.zip} {company.town}
      </span>
      <span>{company.country}</span>
      <span>
        {t('footer.phone')}: <a href={`tel:${company.phone.replace(/[^\d+]/g, '')}`}>{phoneOnOneLine(company.phone)}</a>
      </span>
      <span>
        {t('footer.email')}: <a href={`mailto:${company.email}`}>{company.email}</a>
      </span>
    </address>
  );
}

function ColumnLinks({ column }: { column: LinkColumn }) {
  const { t } = useTranslation('header');
  return (
    <ul className="site-footer__links">
      {column.links.map((link) => (
        <li key={link.key}>
          <ClientLink to={link.to}>{t(link.labelKey)}</ClientLink>
        </li>
      ))}
    </ul>
  );
}

function DocumentLinks({ documents }: { documents: SiteDocument[] }) {
  return (
    <ul className="site-footer__links">
      {documents.map((document) => (
        <li key={document.key}>
          <DocumentLink document={document} details />
        </li>
      ))}
    </ul>
  );
}

/**
 * Spec section 2: logo, contact block, link columns (four columns from lg up, two from md, a collapse below: a
 * disclosure per column), the static files opening in a new tab (their column appears once the API lists them), and
 * the group companies.
 * Both forms of the links are in the HTML and the screen's width shows one (site-footer.css): the server cannot
 * know the width, and the first paint already has the right form.
 */
export function SiteFooter({ documents, settings: { settings } }: { documents: SiteDocument[]; settings: SiteSettingsState }) {
  const { t } = useTranslation('header');
  const lang = useApiLanguage();
  const columns = footerColumns(lang);
  const sections = [
    ...columns.map((column) => ({ key: column.key, title: t(column.titleKey), content: <ColumnLinks column={column} /> })),
    ...(documents.length > 0 ? [{ key: 'documents', title: t('footer.columns.documents'), content: <DocumentLinks documents={documents} /> }] : []),
  ];
  const year = new Date().getFullYear();

  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__brand">
          <ClientLink to={localePath('index', lang)} className="site-footer__logo">
            <SiteLogo />
            <span className="visually-hidden">{t('homeLink', { brand: BRAND_NAME })}</span>
          </ClientLink>
          {settings ? <ContactBlock company={settings.company} /> : null}
        </div>
        <nav aria-label={t('footer.navLabel')} className="site-footer__nav">
          <div className="site-footer__columns">
            {sections.map((section) => (
              <section key={section.key} aria-labelledby={`site-footer-${section.key}`}>
                <h2 id={`site-footer-${section.key}`} className="site-footer__heading">
                  {section.title}
                </h2>
                {section.content}
              </section>
            ))}
          </div>
          {/* Native disclosures, not antd's Collapse: they open and close before any script runs (the footer
              hydrates only when it comes into view), and keep ~3.5 KB of antd off every page. */}
          <div className="site-footer__folds">
            {sections.map((section) => (
              <details key={section.key} className="site-footer__fold">
                <summary className="site-footer__fold-title">{section.title}</summary>
                {section.content}
              </details>
            ))}
          </div>
        </nav>
      </div>
      <div className="site-footer__bottom">
        <div className="site-footer__inner site-footer__inner--bottom">
          {settings && settings.group_companies.length > 0 ? (
            <nav aria-label={t('footer.groupLabel')}>
              <ul className="site-footer__group">
                {settings.group_companies.map((company) => (
                  <li key={company.url}>
                    <a href={company.url} target="_blank" rel="noopener">
                      {company.name}
                      <span className="visually-hidden"> ({t('newTab')})</span>
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          {publicConfig().analyticsId ? (
            // The shell owns the consent banner; the footer only asks for it again (spec: the choice can be changed).
            <button type="button" className="site-footer__consent" onClick={openConsentSettings}>
              {t('footer.cookieSettings')}
            </button>
          ) : null}
          <p className="site-footer__copyright">
            © {year} {settings?.company.name ?? BRAND_NAME}
          </p>
        </div>
      </div>
    </footer>
  );
}
