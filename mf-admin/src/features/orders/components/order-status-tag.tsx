import { Tag } from 'antd';
import { CarOutlined, CheckCircleOutlined, CheckOutlined, ClockCircleOutlined, CloseCircleOutlined, InboxOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '@shop/shared';

const LOOK: Record<OrderStatus, { color: string; icon: ReactNode }> = {
  new: { color: 'gold', icon: <ClockCircleOutlined aria-hidden /> },
  confirmed: { color: 'blue', icon: <CheckOutlined aria-hidden /> },
  ready_for_pickup: { color: 'cyan', icon: <InboxOutlined aria-hidden /> },
  shipped: { color: 'geekblue', icon: <CarOutlined aria-hidden /> },
  completed: { color: 'green', icon: <CheckCircleOutlined aria-hidden /> },
  cancelled: { color: 'red', icon: <CloseCircleOutlined aria-hidden /> },
};

export function OrderStatusTag({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('admin-orders');
  const look = LOOK[status] ?? LOOK.new;
  return (
    <Tag color={look.color} icon={look.icon}>
      {t(`status.${status}`)}
    </Tag>
  );
}
