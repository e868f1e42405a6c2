import { Tag } from 'antd';
import { CheckCircleOutlined, ClockCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '@shop/shared';

export function OrderStatusTag({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('admin-orders');
  return status === 'new' ? (
    <Tag color="gold" icon={<ClockCircleOutlined aria-hidden />}>
      {t('status.new')}
    </Tag>
  ) : (
    <Tag color="green" icon={<CheckCircleOutlined aria-hidden />}>
      {t('status.handled')}
    </Tag>
  );
}
