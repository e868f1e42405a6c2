import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Flex, List, Typography, Upload } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { IMAGE_TYPES } from '../lib/upload.ts';
import { useImageUpload, type ImageValue } from './image-upload.tsx';

/** Several images in display order (the first is the thumbnail): upload more, move up or down, remove. */
export function ImageListField({ value = [], onChange, alt }: { value?: ImageValue[]; onChange?: (value: ImageValue[]) => void; alt: string }) {
  const { t } = useTranslation('admin');
  // Each finished upload appends to the latest list (several files may be chosen at once and finish in any order).
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);
  const { upload, uploading } = useImageUpload((image) => {
    latest.current = [...latest.current, image];
    onChange?.(latest.current);
  });
  const move = (from: number, to: number) => {
    const next = [...value];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item!);
    onChange?.(next);
  };

  return (
    <Flex vertical gap="small">
      {value.length === 0 ? (
        <Typography.Text type="secondary">{t('products.noImages')}</Typography.Text>
      ) : (
        <List
          bordered
          size="small"
          dataSource={value}
          rowKey={(item) => item.path}
          renderItem={(item, index) => (
            <List.Item
              actions={[
                <Button key="up" size="small" icon={<ArrowUpOutlined aria-hidden />} disabled={index === 0} onClick={() => move(index, index - 1)} aria-label={t('products.imageUp', { n: index + 1 })} />,
                <Button key="down" size="small" icon={<ArrowDownOutlined aria-hidden />} disabled={index === value.length - 1} onClick={() => move(index, index + 1)} aria-label={t('products.imageDown', { n: index + 1 })} />,
                <Button key="remove" size="small" danger icon={<DeleteOutlined aria-hidden />} onClick={() => onChange?.(value.filter((_, i) => i !== index))} aria-label={t('products.imageRemove', { n: index + 1 })} />,
              ]}
            >
              <Flex gap="middle" align="center">
                <img src={item.url} alt={`${alt} ${index + 1}`} width={64} height={48} className="admin-thumb" />
                <Typography.Text>{index === 0 ? t('products.mainImage') : t('products.imageN', { n: index + 1 })}</Typography.Text>
              </Flex>
            </List.Item>
          )}
        />
      )}
      <Upload accept={IMAGE_TYPES.join(',')} multiple showUploadList={false} beforeUpload={(file) => (void upload(file), false)}>
        <Button icon={<UploadOutlined aria-hidden />} loading={uploading}>
          {t('products.addImages')}
        </Button>
      </Upload>
    </Flex>
  );
}
