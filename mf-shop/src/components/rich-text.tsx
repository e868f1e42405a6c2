import styles from './rich-text.module.css';

/** HTML written in the admin's editor; the server sanitised it before storing (see the API's content module). */
export function RichText({ html, className }: { html: string; className?: string }) {
  return <div className={[styles.richText, className].filter(Boolean).join(' ')} dangerouslySetInnerHTML={{ __html: html }} />;
}
