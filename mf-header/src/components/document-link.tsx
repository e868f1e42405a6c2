import { FilePdfOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { formatFileSize, type SiteDocument } from '@shop/shared';
import { useApiLanguage } from '@shop/shared/react';

/** A static file of the site: opens in a new tab (spec section 2), announced as such to screen readers. */
export function DocumentLink({ document, label, details = false }: { document: SiteDocument; label?: string; details?: boolean }) {
  const { t } = useTranslation('header');
  const lang = useApiLanguage();
  return (
    <a href={document.url} target="_blank" rel="noopener">
      {details ? <FilePdfOutlined aria-hidden style={{ marginRight: 6 }} /> : null}
      {label ?? document.title}
      {details ? <span className="document-link__size"> (PDF, {formatFileSize(document.size_bytes, lang)})</span> : null}
      <span className="visually-hidden"> ({t('newTab')})</span>
    </a>
  );
}
