import { FilePdfOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { formatFileSize, type DownloadItem } from '@shop/shared';
import { Alert, Button, useLoaded, usePageLang } from '@shop/shared/react';

/** Assembly instructions and protocols to download (PDF, each in a new tab); nothing when there are none. */
export function ProductDocuments() {
  const { t } = useTranslation('catalog');
  const lang = usePageLang();
  // From the product route's loader (app/routes.tsx).
  const documents = useLoaded<DownloadItem[]>('documents');

  if (documents.status === 'success' && documents.data.length === 0) return null;
  let content;
  if (documents.status === 'idle') return null;
  if (documents.status === 'error')
    content = (
      <Alert
        type="warning"
        showIcon
        title={t('product.documentsError')}
        description={documents.error.message ?? t(`common:${documents.error.messageKey}`)}
        action={<Button onClick={documents.refetch}>{t('common:retry')}</Button>}
      />
    );
  else
    content = (
      <ul className="catalog-documents">
        {documents.data.map((document: DownloadItem) => (
          <li key={document.uuid}>
            <a href={document.url} target="_blank" rel="noopener" type="application/pdf">
              <FilePdfOutlined aria-hidden /> {document.title}
              <span className="catalog-documents__meta">
                {' '}
                ({t(`product.documentKind.${document.kind}`)}, PDF, {formatFileSize(document.size_bytes, lang)})
                <span className="visually-hidden">{t('product.newTab')}</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    );

  return (
    <section aria-labelledby="catalog-documents-heading" className="catalog-section">
      <h2 id="catalog-documents-heading">{t('product.documents')}</h2>
      <p className="catalog-note">{t('product.documentsIntro')}</p>
      {content}
    </section>
  );
}
