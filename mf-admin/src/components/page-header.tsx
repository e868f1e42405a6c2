import type { ReactNode } from 'react';
import { Flex, Typography } from 'antd';
import { useDocumentTitle } from '../lib/use-document-title.ts';

/** The one h1 of an admin screen, its tab title, and the screen's main actions beside it. */
export function PageHeader({ title, intro, extra }: { title: string; intro?: ReactNode; extra?: ReactNode }) {
  useDocumentTitle(title);
  return (
    <header className="admin-page-header">
      <Flex justify="space-between" align="center" wrap gap="middle">
        <Typography.Title level={1} className="admin-page-header__title">
          {title}
        </Typography.Title>
        {extra && <Flex gap="small" wrap>{extra}</Flex>}
      </Flex>
      {intro && <Typography.Paragraph type="secondary">{intro}</Typography.Paragraph>}
    </header>
  );
}
