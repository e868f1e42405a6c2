import { useTranslation } from 'react-i18next';
import { Typography } from 'antd';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** A catalogue page whose contents come in a later issue: its heading and what it will offer, nothing invented. */
export function InfoPage({ textKey }: { textKey: string }) {
  const { t } = useTranslation('catalog');
  useDocumentTitle(t(`pages.${textKey}.title`));
  return (
    <>
      <Typography.Title level={1}>{t(`pages.${textKey}.title`)}</Typography.Title>
      <Typography.Paragraph className="catalog-intro">{t(`pages.${textKey}.description`)}</Typography.Paragraph>
    </>
  );
}
