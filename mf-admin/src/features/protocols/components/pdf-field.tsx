import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Flex, Upload } from 'antd';
import { DeleteOutlined, FilePdfOutlined, UploadOutlined } from '@ant-design/icons';
import { useStatusMessage } from '@shop/shared/react';
import { describeAdminError, useFailureText } from '../../../lib/api-error.ts';
import { uploadFile } from '../../../lib/upload.ts';

export const MAX_PDF_MB = 20;

/** The PDF file of one language: a link to the current file, upload a new one, or remove it. A Form field. */
export function PdfField({ value, onChange, id, label }: { value?: string; onChange?: (path: string) => void; id?: string; label: string }) {
  const { t } = useTranslation('admin');
  const message = useStatusMessage();
  const failureText = useFailureText();
  const [uploading, setUploading] = useState(false);

  async function upload(file: File) {
    if (file.type !== 'application/pdf' && !file.name.toLowerCase().endsWith('.pdf')) {
      message.error(t('protocols.notPdf', { name: file.name }));
      return;
    }
    if (file.size > MAX_PDF_MB * 1024 * 1024) {
      message.error(t('upload.tooLarge', { name: file.name, size: MAX_PDF_MB }));
      return;
    }
    setUploading(true);
    try {
      const saved = await uploadFile(file, 'document');
      onChange?.(saved.path);
      message.success(t('upload.done', { name: file.name }));
    } catch (e) {
      message.error(t('upload.failed', { name: file.name, reason: failureText(describeAdminError(e)) }));
    } finally {
      setUploading(false);
    }
  }

  return (
    <Flex gap="small" align="center" wrap id={id}>
      {value ? (
        <a href={`/media/${value}`} target="_blank" rel="noopener noreferrer">
          <FilePdfOutlined aria-hidden /> {value.split('/').pop()}
        </a>
      ) : (
        <span className="admin-muted">{t('protocols.noFile')}</span>
      )}
      <Upload accept="application/pdf,.pdf" showUploadList={false} beforeUpload={(file) => (void upload(file), false)}>
        <Button icon={<UploadOutlined aria-hidden />} loading={uploading} aria-label={`${value ? t('protocols.replaceFile') : t('protocols.chooseFile')} – ${label}`}>
          {value ? t('protocols.replaceFile') : t('protocols.chooseFile')}
        </Button>
      </Upload>
      {value ? <Button icon={<DeleteOutlined aria-hidden />} onClick={() => onChange?.('')} aria-label={`${t('protocols.removeFile')} – ${label}`} /> : null}
    </Flex>
  );
}
