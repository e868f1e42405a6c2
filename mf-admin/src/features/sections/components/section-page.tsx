import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Typography } from 'antd';
import type { AdminRoute } from '../../../app/admin-routes.ts';

/** An admin screen whose contents come in a later issue: its heading and what it will manage, nothing invented. */
export function SectionPage({ section }: { section: AdminRoute }) {
  const { t } = useTranslation('admin');
  const params = useParams();
  const values = { category: params['category'] ?? '' };

  useEffect(() => {
    document.title = t(`${section.key}.title`, values);
  });

  return (
    <>
      <Typography.Title level={1}>{t(`${section.key}.title`, values)}</Typography.Title>
      <Typography.Paragraph>{t(`${section.key}.description`, values)}</Typography.Paragraph>
    </>
  );
}
