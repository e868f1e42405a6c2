import { FilePdfOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { localeTag, type SiteDocument } from '@shop/shared';
import { useLang } from '@shop/shared/react';

/** "PDF, 10 kB" in the language's number format: the shopper knows what opens and how big it is. */
function sizeLabel(bytes: number, lang: Parameters<typeof localeTag>[0]): string {
  const kilobytes = Math.max(1, Math.round(bytes / 1024));
  return `PDF, ${new Intl.NumberFormat(localeTag(lang), { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 }).format(kilobytes)}`;
}

/** A static file of the site: opens in a new tab (spec section 2), announced as such to screen readers. */
export function DocumentLink({ document, label, details = false }: { document: SiteDocument; label?: string; details?: boolean }) {
  const { t } = useTranslation('header');
  const lang = useLang();
  return (
    <a href={document.url} target="_blank" rel="noopener">
      {details ? <FilePdfOutlined aria-hidden style={{ marginRight: 6 }} /> : null}
      {label ?? document.title}
      {details ? <span className="document-link__size"> ({sizeLabel(document.size_bytes, lang)})</span> : null}
      <span className="visually-hidden"> ({t('newTab')})</span>
    </a>
  );
}
