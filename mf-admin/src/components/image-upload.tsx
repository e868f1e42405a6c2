import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Flex, Upload } from 'antd';
import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { useStatusMessage } from '@shop/shared/react';
import { describeAdminError, useFailureText } from '../lib/api-error.ts';
import { IMAGE_TYPES, MAX_IMAGE_MB, uploadFile } from '../lib/upload.ts';

export interface ImageValue {
  path: string;
  url: string;
}

/**
 * Picks an image and uploads it at once; the server checks the type by the file's bytes and answers where it
 * stored it. The type and size are checked here first, so an obviously wrong file never leaves the browser.
 */
export function useImageUpload(onUploaded: (image: ImageValue) => void) {
  const { t } = useTranslation('admin');
  const message = useStatusMessage();
  const failureText = useFailureText();
  const [uploading, setUploading] = useState(false);

  async function upload(file: File): Promise<void> {
    if (!IMAGE_TYPES.includes(file.type)) {
      message.error(t('upload.wrongType', { name: file.name }));
      return;
    }
    if (file.size > MAX_IMAGE_MB * 1024 * 1024) {
      message.error(t('upload.tooLarge', { name: file.name, size: MAX_IMAGE_MB }));
      return;
    }
    setUploading(true);
    try {
      const saved = await uploadFile(file, 'image');
      onUploaded({ path: saved.path, url: saved.url });
      message.success(t('upload.done', { name: file.name }));
    } catch (error) {
      message.error(t('upload.failed', { name: file.name, reason: failureText(describeAdminError(error)) }));
    } finally {
      setUploading(false);
    }
  }

  return { upload, uploading };
}

/** One image (a category thumbnail): preview, replace, remove. Used as a controlled antd Form field. */
export function ImageUpload({ value, onChange, label, id }: { value?: ImageValue | null; onChange?: (value: ImageValue | null) => void; label: string; id?: string }) {
  const { t } = useTranslation('admin');
  const { upload, uploading } = useImageUpload((image) => onChange?.(image));
  return (
    <Flex gap="middle" align="center" wrap id={id}>
      {value ? (
        <img src={value.url} alt={label} width={120} height={120} className="admin-thumb admin-thumb--large" />
      ) : (
        <span className="admin-thumb admin-thumb--large admin-thumb--empty">{t('upload.none')}</span>
      )}
      <Flex vertical gap="small">
        <Upload accept={IMAGE_TYPES.join(',')} showUploadList={false} beforeUpload={(file) => (void upload(file), false)}>
          <Button icon={<UploadOutlined aria-hidden />} loading={uploading}>
            {value ? t('upload.replace') : t('upload.choose')}
          </Button>
        </Upload>
        {value && (
          <Button icon={<DeleteOutlined aria-hidden />} onClick={() => onChange?.(null)}>
            {t('upload.remove')}
          </Button>
        )}
      </Flex>
    </Flex>
  );
}
