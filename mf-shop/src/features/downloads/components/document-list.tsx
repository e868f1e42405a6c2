import { FilePdfOutlined } from '@ant-design/icons';
import { formatFileSize } from '@shop/shared';
import { usePageLang } from '@shop/shared/react';
import { useTranslation } from 'react-i18next';
import styles from './downloads.module.css';

export interface DocumentLink {
  key: string;
  title: string;
  url: string;
  size_bytes: number;
}

/** PDF files as links that open in a new tab (spec section 2), with their size. */
export function DocumentList({ items, label }: { items: DocumentLink[]; label: string }) {
  const { t } = useTranslation('shop');
  const lang = usePageLang();
  return (
    <ul className={styles.list} aria-label={label}>
      {items.map((doc) => (
        <li key={doc.key}>
          <a className={styles.item} href={doc.url} target="_blank" rel="noopener noreferrer">
            <FilePdfOutlined className={styles.icon} aria-hidden />
            <span className={styles.text}>
              <span className={styles.title}>{doc.title}</span>
              <span className={styles.meta}>
                {t('downloads.size', { size: formatFileSize(doc.size_bytes, lang) })}
                <span className="visually-hidden"> {t('downloads.newTab')}</span>
              </span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
