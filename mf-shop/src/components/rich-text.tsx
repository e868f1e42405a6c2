import { classNames } from '@shop/shared/react';
import styles from './rich-text.module.css';

/** HTML written in the admin's editor; the server sanitised it before storing (see the API's content module). */
export function RichText({ html, className }: { html: string; className?: string }) {
  return <div className={classNames(styles.richText, className)} dangerouslySetInnerHTML={{ __html: html }} />;
}
