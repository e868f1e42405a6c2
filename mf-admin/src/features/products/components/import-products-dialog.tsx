import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Descriptions, Flex, Modal, Space, Spin, Table, Typography, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { formatFileSize, MAX_PRODUCT_CSV_BYTES, MAX_PRODUCT_CSV_ROWS, type ProductImportIssue, type ProductImportReport } from '@shop/shared';
import { useStatusMessage, usePageLang } from '@shop/shared/react';
import { describeAdminError, translateServerMessage, useFailureText } from '../../../lib/api-error.ts';
import { importProducts } from '../api/import-products.ts';

type Step = { kind: 'choose' } | { kind: 'checking'; file: File } | { kind: 'checked'; file: File; report: ProductImportReport } | { kind: 'importing'; file: File; report: ProductImportReport };

/**
 * Import of products from a CSV file: the chosen file is checked first (a dry run on the server, nothing written),
 * the admin reads the report in their language and only then confirms; the import checks the file again.
 */
export function ImportProductsDialog({ open, onClose, onImported }: { open: boolean; onClose: () => void; onImported: () => void }) {
  const { t } = useTranslation('admin');
  const lang = usePageLang();
  const message = useStatusMessage();
  const failureText = useFailureText();
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const [failure, setFailure] = useState<string | null>(null);

  const close = () => {
    setStep({ kind: 'choose' });
    setFailure(null);
    onClose();
  };

  async function check(file: File) {
    setFailure(null);
    if (file.size > MAX_PRODUCT_CSV_BYTES) {
      setFailure(t('productsImport.tooLarge', { max: formatFileSize(MAX_PRODUCT_CSV_BYTES, lang) }));
      return;
    }
    setStep({ kind: 'checking', file });
    try {
      setStep({ kind: 'checked', file, report: await importProducts(file, true) });
    } catch (e) {
      setStep({ kind: 'choose' });
      setFailure(failureText(describeAdminError(e)));
    }
  }

  async function confirm(file: File, report: ProductImportReport) {
    setStep({ kind: 'importing', file, report });
    try {
      const done = await importProducts(file, false);
      message.success(t('productsImport.done', { created: done.summary.create, updated: done.summary.update }));
      onImported();
      close();
    } catch (e) {
      // The file or the catalogue changed since the check: show why and let the admin check it again.
      setStep({ kind: 'checked', file, report });
      setFailure(failureText(describeAdminError(e)));
    }
  }

  const issueText = (issue: ProductImportIssue) => translateServerMessage({ code: issue.code, params: issue.params ?? {} }) ?? issue.message;
  const report = step.kind === 'checked' || step.kind === 'importing' ? step.report : null;
  const hasErrors = report !== null && report.summary.errors > 0;
  const nothingToDo = report !== null && report.summary.create + report.summary.update === 0;

  return (
    <Modal
      open={open}
      title={t('productsImport.title')}
      width={860}
      onCancel={close}
      destroyOnHidden
      footer={
        <Space>
          <Button onClick={close}>{t('common.cancel')}</Button>
          {report && (
            <Button
              type="primary"
              disabled={hasErrors || nothingToDo}
              loading={step.kind === 'importing'}
              onClick={() => step.kind === 'checked' && void confirm(step.file, step.report)}
            >
              {t('productsImport.confirm', { count: report.summary.create + report.summary.update })}
            </Button>
          )}
        </Space>
      }
    >
      <Flex vertical gap="middle">
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          {t('productsImport.help', { rows: MAX_PRODUCT_CSV_ROWS, size: formatFileSize(MAX_PRODUCT_CSV_BYTES, lang) })}
        </Typography.Paragraph>
        <Upload
          accept=".csv,text/csv"
          maxCount={1}
          showUploadList={false}
          beforeUpload={(file) => {
            void check(file);
            return false;
          }}
        >
          <Button icon={<UploadOutlined aria-hidden />} disabled={step.kind === 'checking' || step.kind === 'importing'}>
            {report ? t('productsImport.chooseAgain') : t('productsImport.choose')}
          </Button>
        </Upload>
        {failure && <Alert type="error" showIcon title={failure} role="alert" />}
        {step.kind === 'checking' && (
          <Flex gap="small" align="center" role="status">
            <Spin size="small" />
            <Typography.Text>{t('productsImport.checking')}</Typography.Text>
          </Flex>
        )}
        {report && step.kind !== 'choose' && (
          <section aria-label={t('productsImport.report')}>
            <Typography.Text strong>{step.file.name}</Typography.Text>
            <Descriptions size="small" column={{ xs: 1, sm: 2, md: 4 }} style={{ marginTop: 8 }}>
              <Descriptions.Item label={t('productsImport.toCreate')}>{report.summary.create}</Descriptions.Item>
              <Descriptions.Item label={t('productsImport.toUpdate')}>{report.summary.update}</Descriptions.Item>
              <Descriptions.Item label={t('productsImport.unchanged')}>{report.summary.unchanged}</Descriptions.Item>
              <Descriptions.Item label={t('productsImport.errors')}>{report.summary.errors}</Descriptions.Item>
            </Descriptions>
            {hasErrors ? (
              <>
                <Alert type="error" showIcon role="alert" title={t('productsImport.hasErrors', { count: report.summary.errors })} style={{ marginBottom: 12 }} />
                <Table<ProductImportIssue>
                  size="small"
                  rowKey={(issue) => `${issue.row}|${issue.column ?? ''}|${issue.code}`}
                  dataSource={report.errors}
                  pagination={report.errors.length > 10 ? { pageSize: 10 } : false}
                  caption={report.errors.length < report.summary.errors ? t('productsImport.firstErrors', { count: report.errors.length }) : undefined}
                  columns={[
                    { title: t('productsImport.row'), dataIndex: 'row', width: 90 },
                    { title: t('productsImport.column'), key: 'column', width: 160, render: (_, issue) => issue.column ?? '—' },
                    { title: t('productsImport.problem'), key: 'problem', render: (_, issue) => issueText(issue) },
                  ]}
                />
              </>
            ) : nothingToDo ? (
              <Alert type="info" showIcon title={t('productsImport.nothingToDo')} />
            ) : (
              <>
                <Alert type="success" showIcon title={t('productsImport.ready')} style={{ marginBottom: 12 }} />
                <Table
                  size="small"
                  rowKey="row"
                  dataSource={report.changes}
                  pagination={report.changes.length > 10 ? { pageSize: 10 } : false}
                  columns={[
                    { title: t('productsImport.row'), dataIndex: 'row', width: 90 },
                    { title: t('productsImport.action'), key: 'action', width: 140, render: (_, c) => (c.action === 'create' ? t('productsImport.create') : t('productsImport.update', { number: c.number })) },
                    { title: t('products.name'), dataIndex: 'name' },
                    { title: t('productsImport.changedColumns'), key: 'columns', render: (_, c) => (c.action === 'create' ? '—' : c.columns.join(', ')) },
                  ]}
                />
              </>
            )}
          </section>
        )}
      </Flex>
    </Modal>
  );
}
