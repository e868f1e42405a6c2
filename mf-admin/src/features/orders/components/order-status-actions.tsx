import { useState } from 'react';
import { AutoComplete, Button, Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrderDetail, OrderStatus, OrderTrackingBody } from '@shop/shared';
import { useStatusMessage } from '@shop/shared/react';
import { describeAdminError, showFieldErrors, useFailureText } from '../../../lib/api-error.ts';
import { updateOrderStatus } from '../api/update-order-status.ts';

interface TrackingValues {
  tracking?: { carrier?: string; number?: string; url?: string };
}

/** Carriers Slovak shops ship with, offered as the admin types (any other name may be typed). */
const CARRIERS = ['Slovenská pošta', 'SPS (Slovak Parcel Service)', 'DPD', 'GLS', 'Packeta', 'UPS', 'DHL', 'TNT', 'Geis'];

/**
 * The buttons of the steps the order may take now; a cancel asks for its reason first (it is mailed to the customer),
 * a shipment for its parcel's tracking (optional, mailed with the step).
 */
export function OrderStatusActions({ order, onChanged }: { order: OrderDetail; onChanged: (order: OrderDetail) => void }) {
  const { t } = useTranslation('admin-orders');
  const message = useStatusMessage();
  const failureText = useFailureText();
  const [busy, setBusy] = useState<OrderStatus | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const [shipping, setShipping] = useState(false);
  const [form] = Form.useForm<{ reason: string }>();
  const [shipForm] = Form.useForm<TrackingValues>();

  const step = async (status: OrderStatus, reason?: string, tracking?: OrderTrackingBody) => {
    setBusy(status);
    try {
      const updated = await updateOrderStatus(order.uuid, status, reason, tracking);
      onChanged(updated);
      setCancelling(false);
      setShipping(false);
      form.resetFields();
      shipForm.resetFields();
      void message.success(t('detail.statusChanged', { number: updated.order_number, status: t(`status.${updated.status}`) }));
    } catch (failure) {
      if (status === 'cancelled' && showFieldErrors(form, failure)) return;
      if (status === 'shipped' && showFieldErrors(shipForm, failure)) return;
      void message.error(`${t('detail.updateFailed')} ${failureText(describeAdminError(failure))}`);
    } finally {
      setBusy(null);
    }
  };
  /** The parcel is optional (the shop's own van has none); a carrier without a number, or the reverse, is asked for. */
  const ship = ({ tracking }: TrackingValues) => {
    const carrier = tracking?.carrier?.trim() ?? '';
    const number = tracking?.number?.trim() ?? '';
    const url = tracking?.url?.trim() ?? '';
    void step('shipped', undefined, carrier || number || url ? { carrier, number, ...(url ? { url } : {}) } : undefined);
  };

  if (order.next_statuses.length === 0) return null;
  return (
    <div className="admin-order__actions" role="group" aria-label={t('detail.actions')}>
      {order.next_statuses.map((status, index) =>
        status === 'cancelled' ? (
          <Button key={status} danger onClick={() => setCancelling(true)}>
            {t('actions.cancelled')}
          </Button>
        ) : status === 'shipped' ? (
          <Button key={status} type={index === 0 ? 'primary' : 'default'} disabled={busy !== null} onClick={() => setShipping(true)}>
            {t('actions.shipped')}
          </Button>
        ) : (
          <Button key={status} type={index === 0 ? 'primary' : 'default'} loading={busy === status} disabled={busy !== null && busy !== status} onClick={() => void step(status)}>
            {t(`actions.${status}`)}
          </Button>
        ),
      )}
      <Modal
        open={cancelling}
        title={t('detail.cancelTitle', { number: order.order_number })}
        okText={t('detail.cancelConfirm')}
        okButtonProps={{ danger: true }}
        cancelText={t('detail.cancelKeep')}
        confirmLoading={busy === 'cancelled'}
        onOk={() => form.submit()}
        onCancel={() => setCancelling(false)}
        destroyOnHidden
        forceRender
      >
        <Form form={form} layout="vertical" onFinish={({ reason }) => void step('cancelled', reason.trim())} requiredMark={false}>
          <Form.Item name="reason" label={t('detail.cancelReason')} extra={t('detail.cancelReasonHint')} rules={[{ required: true, whitespace: true, message: t('detail.cancelReasonRequired') }]}>
            <Input.TextArea rows={3} maxLength={500} />
          </Form.Item>
        </Form>
      </Modal>
      <Modal
        open={shipping}
        title={t('tracking.title', { number: order.order_number })}
        okText={t('tracking.confirm')}
        cancelText={t('detail.cancelKeep')}
        confirmLoading={busy === 'shipped'}
        onOk={() => shipForm.submit()}
        onCancel={() => setShipping(false)}
        destroyOnHidden
        forceRender
      >
        <Typography.Paragraph>{t('tracking.hint')}</Typography.Paragraph>
        <Form form={shipForm} layout="vertical" onFinish={ship} requiredMark={false}>
          <Form.Item
            name={['tracking', 'carrier']}
            label={t('tracking.carrier')}
            dependencies={[['tracking', 'number']]}
            rules={[({ getFieldValue }) => ({ validator: (_, value?: string) => (value?.trim() || !String(getFieldValue(['tracking', 'number']) ?? '').trim() ? Promise.resolve() : Promise.reject(new Error(t('tracking.carrierRequired')))) })]}
          >
            <AutoComplete options={CARRIERS.map((value) => ({ value }))} maxLength={80} filterOption={(input, option) => String(option?.value ?? '').toLowerCase().includes(input.toLowerCase())} />
          </Form.Item>
          <Form.Item
            name={['tracking', 'number']}
            label={t('tracking.number')}
            dependencies={[['tracking', 'carrier']]}
            rules={[({ getFieldValue }) => ({ validator: (_, value?: string) => (value?.trim() || !String(getFieldValue(['tracking', 'carrier']) ?? '').trim() ? Promise.resolve() : Promise.reject(new Error(t('tracking.numberRequired')))) })]}
          >
            <Input maxLength={80} />
          </Form.Item>
          <Form.Item name={['tracking', 'url']} label={t('tracking.url')} extra={t('tracking.urlHint')} rules={[{ type: 'url', message: t('tracking.urlInvalid') }]}>
            <Input type="url" inputMode="url" maxLength={500} placeholder="https://" />
          </Form.Item>
        </Form>
      </Modal>
    </div>
  );
}
