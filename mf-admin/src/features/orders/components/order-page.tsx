import { useEffect, useRef, useState } from 'react';
import { AutoComplete, Button, Card, Descriptions, Form, Input, Modal, Result, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Link, useParams } from 'react-router-dom';
import { countryName, formatPrice, localePath, type Lang, type OrderDetail, type OrderLine, type OrderStatus, type OrderTrackingBody } from '@shop/shared';
import { describeAdminError, showFieldErrors, useFailureText } from '../../../lib/api-error.ts';
import { useOrder } from '../api/get-order.ts';
import { updateOrderStatus } from '../api/update-order-status.ts';
import { addOrderNote } from '../api/add-order-note.ts';
import { formatDateTime } from '../../../lib/labels.ts';
import { languageTitle } from '../lib/format.ts';
import { OrderStatusTag } from './order-status-tag.tsx';
import { OrderPaymentCard } from './order-payment-card.tsx';
import '../messages.ts';
import './orders.css';
import { SkeletonPlaceholder, useStatusMessage, usePageLang } from '@shop/shared/react';
import { countryLabel } from '@shop/shared/countries';

/** How the goods reach the buyer and what it costs, as priced when the order was sent. */
function deliveryText(order: OrderDetail, lang: Lang, t: TFunction<'admin-orders'>): { way: string; price: string; where: string | null } {
  const d = order.delivery;
  if (!d) return { way: t('detail.deliveryNotRecorded'), price: '', where: null };
  const way = d.method === 'pickup' ? t('detail.deliveryPickup') : t('detail.deliveryCarrier', { country: countryName(d.country ?? '', lang) });
  return { way, price: d.price.with_vat === 0 ? t('detail.deliveryFree') : formatPrice(d.price.with_vat, lang), where: d.pickup_address };
}

function Totals({ order, lang }: { order: OrderDetail; lang: Lang }) {
  const { t } = useTranslation('admin-orders');
  const delivery = deliveryText(order, lang, t);
  return (
    <dl className="admin-order__totals">
      <div>
        <dt>{t('detail.delivery')}</dt>
        <dd>
          {delivery.way}
          {delivery.price ? ` · ${delivery.price}` : ''}
          {delivery.where ? <span className="admin-order__delivery-where">{delivery.where}</span> : null}
        </dd>
      </div>
      <div>
        <dt>{t('detail.totalWithoutVat')}</dt>
        <dd>{formatPrice(order.totals.without_vat, lang)}</dd>
      </div>
      <div>
        <dt>{order.vat_reverse_charge ? t('detail.vatReverseCharge') : t('detail.vat')}</dt>
        <dd>{formatPrice(order.totals.vat, lang)}</dd>
      </div>
      <div className="admin-order__grand">
        {/* A reverse-charge order is charged without VAT: its total is what the buyer pays, not a total "with VAT". */}
        <dt>{order.vat_reverse_charge ? t('detail.totalToPay') : t('detail.totalWithVat')}</dt>
        <dd>{formatPrice(order.totals.with_vat, lang)}</dd>
      </div>
    </dl>
  );
}

function Mails({ order, lang }: { order: OrderDetail; lang: Lang }) {
  const { t } = useTranslation('admin-orders');
  if (order.mails.length === 0) return <Typography.Text type="secondary">{t('detail.noMails')}</Typography.Text>;
  return (
    <ul className="admin-order__mails">
      {order.mails.map((mail) => (
        <li key={`${mail.kind}-${mail.to}-${mail.subject}`}>
          <Typography.Text strong>
            {mail.kind === 'order-company'
              ? t('detail.mailCompany')
              : mail.kind === 'order-status'
                ? t('detail.mailStatus')
                : mail.kind === 'order-paid'
                  ? t('detail.mailPaid')
                  : t('detail.mailCustomer')}
          </Typography.Text>{' '}
          · {mail.to}
          <br />
          <span className="admin-order__mail-subject">{mail.subject}</span>
          <br />
          {mail.status === 'sent' && mail.sent_at ? (
            <Typography.Text type="success">{t('detail.mailSent', { date: formatDateTime(mail.sent_at, lang) })}</Typography.Text>
          ) : (
            <Typography.Text type="warning">{t('detail.mailPending', { attempts: mail.attempts })}</Typography.Text>
          )}
          {mail.status !== 'sent' && mail.last_error ? (
            <>
              <br />
              <Typography.Text type="secondary">{t('detail.mailError', { error: mail.last_error })}</Typography.Text>
            </>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

function History({ order, lang }: { order: OrderDetail; lang: Lang }) {
  const { t } = useTranslation('admin-orders');
  return (
    <ol className="admin-order__history">
      {[...order.history].reverse().map((step) => (
        <li key={`${step.created_at}-${step.to}`}>
          <Typography.Text strong>{step.from ? t('detail.stepFromTo', { from: t(`status.${step.from}`), to: t(`status.${step.to}`) }) : t('detail.stepArrived')}</Typography.Text>
          <br />
          <Typography.Text type="secondary">
            {formatDateTime(step.created_at, lang)}
            {step.author ? ` · ${step.author.name || step.author.email}` : ''}
          </Typography.Text>
          {step.reason ? (
            <>
              <br />
              {t('detail.reason')}: {step.reason}
            </>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

function Notes({ order, lang, onAdded }: { order: OrderDetail; lang: Lang; onAdded: (order: OrderDetail) => void }) {
  const { t } = useTranslation('admin-orders');
  const [form] = Form.useForm<{ text: string }>();
  const [saving, setSaving] = useState(false);
  const message = useStatusMessage();
  const failureText = useFailureText();
  const add = async ({ text }: { text: string }) => {
    setSaving(true);
    try {
      const note = await addOrderNote(order.uuid, text);
      onAdded({ ...order, notes: [...order.notes, note] });
      form.resetFields();
      void message.success(t('detail.noteAdded'));
    } catch (failure) {
      if (!showFieldErrors(form, failure)) void message.error(`${t('detail.noteFailed')} ${failureText(describeAdminError(failure))}`);
    } finally {
      setSaving(false);
    }
  };
  return (
    <>
      {order.notes.length === 0 ? (
        <Typography.Paragraph type="secondary">{t('detail.noNotes')}</Typography.Paragraph>
      ) : (
        <ul className="admin-order__notes">
          {order.notes.map((note) => (
            <li key={note.id}>
              <p>{note.text}</p>
              <Typography.Text type="secondary">
                {formatDateTime(note.created_at, lang)}
                {note.author ? ` · ${note.author.name || note.author.email}` : ''}
              </Typography.Text>
            </li>
          ))}
        </ul>
      )}
      <Form form={form} layout="vertical" onFinish={(values) => void add(values)} requiredMark={false}>
        <Form.Item name="text" label={t('detail.newNote')} extra={t('detail.notesHint')} rules={[{ required: true, whitespace: true, message: t('detail.noteRequired') }]}>
          <Input.TextArea rows={3} maxLength={2000} />
        </Form.Item>
        <Button htmlType="submit" loading={saving}>
          {t('detail.addNote')}
        </Button>
      </Form>
    </>
  );
}

interface TrackingValues {
  tracking?: { carrier?: string; number?: string; url?: string };
}

/** Carriers Slovak shops ship with, offered as the admin types (any other name may be typed). */
const CARRIERS = ['Slovenská pošta', 'SPS (Slovak Parcel Service)', 'DPD', 'GLS', 'Packeta', 'UPS', 'DHL', 'TNT', 'Geis'];

/**
 * The buttons of the steps the order may take now; a cancel asks for its reason first (it is mailed to the customer),
 * a shipment for its parcel's tracking (optional, mailed with the step).
 */
function StatusActions({ order, onChanged }: { order: OrderDetail; onChanged: (order: OrderDetail) => void }) {
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

/** When the buyer accepted the terms of sale and the privacy policy, and the versions (linked) they accepted. */
function TermsAcceptance({ order, lang }: { order: OrderDetail; lang: Lang }) {
  const { t } = useTranslation('admin-orders');
  const acceptance = order.terms_acceptance;
  if (!acceptance) return <Typography.Text type="secondary">{t('detail.termsNotRecorded')}</Typography.Text>;
  return (
    <div>
      {formatDateTime(acceptance.accepted_at, lang)}
      <ul className="admin-order__documents">
        {acceptance.documents.map((document) => (
          <li key={document.key}>
            <a href={document.url} target="_blank" rel="noopener">
              {document.title}
            </a>{' '}
            <Typography.Text type="secondary">({t('detail.documentVersion', { date: formatDateTime(document.version, lang) })})</Typography.Text>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** How often and how many times the order page asks again while one of its mails waits to be sent. */
const MAIL_POLL_MS = 3000;
const MAIL_POLLS = 20;

/** /{lang}/admin/orders/{uuid}: one order with lines, totals and contact; its status steps, history and notes. */
export function OrderPage() {
  const { t } = useTranslation('admin-orders');
  const lang = usePageLang();
  const { order: key = '' } = useParams();
  const { data: order, error, loading, refetch, replace } = useOrder(key);
  const failureText = useFailureText();
  const title = order ? t('detail.title', { number: order.order_number }) : t('menu.title');

  useEffect(() => {
    document.title = title;
  }, [title]);

  // The mail worker sends an order's mails moments after the step that queued them: while one waits, the page asks
  // again every few seconds (at most MAIL_POLLS times an order), so "waiting to be sent" does not stay until a reload.
  const waiting = order?.mails.some((mail) => mail.status === 'pending') ?? false;
  const polls = useRef({ key, count: 0 });
  useEffect(() => {
    if (polls.current.key !== key) polls.current = { key, count: 0 };
    if (!waiting || loading || polls.current.count >= MAIL_POLLS) return;
    const timer = window.setTimeout(() => {
      polls.current.count += 1;
      refetch();
    }, MAIL_POLL_MS);
    return () => window.clearTimeout(timer);
  }, [waiting, loading, refetch, key, order]);

  const back = (
    <Link to={localePath('admin-orders', lang)} className="admin-order__back">
      <ArrowLeftOutlined aria-hidden /> {t('detail.back')}
    </Link>
  );

  // A missing order stays missing: it is said so, with the way back to the list, and nothing to try again.
  if (error?.status === 404) {
    return (
      <>
        {back}
        <Typography.Title level={1}>{t('detail.notFound')}</Typography.Title>
        <Result status="404" subTitle={<span role="alert">{t('detail.notFoundText', { key })}</span>} />
      </>
    );
  }
  if (error) {
    return (
      <>
        {back}
        <Typography.Title level={1}>{t('detail.loadFailed')}</Typography.Title>
        <Result
          status={error.status === 404 ? '404' : 'warning'}
          subTitle={<span role="alert">{failureText(error)}</span>}
          extra={
            <Button type="primary" onClick={refetch}>
              {t('common:retry')}
            </Button>
          }
        />
      </>
    );
  }
  if (!order || (loading && order.uuid !== key && order.order_number !== key)) {
    return (
      <>
        {back}
        <div aria-busy="true">
          <span className="visually-hidden">{t('common:loading')}</span>
          <SkeletonPlaceholder active paragraph={{ rows: 10 }} />
        </div>
      </>
    );
  }

  const c = order.contact;
  const lineColumns: ColumnsType<OrderLine> = [
    { key: 'name', title: t('detail.product'), render: (_, line) => line.name },
    { key: 'quantity', title: t('detail.quantity'), align: 'right', render: (_, line) => line.quantity },
    { key: 'unitWithout', title: t('detail.unitWithoutVat'), align: 'right', responsive: ['lg'], render: (_, line) => <span className="admin-order__nowrap">{formatPrice(line.unit_price.without_vat, lang)}</span> },
    { key: 'vat', title: t('detail.vatRate'), align: 'right', responsive: ['lg'], render: (_, line) => <span className="admin-order__nowrap">{line.vat_rate} %</span> },
    // Reverse-charge lines carry no VAT: the price with VAT would repeat the one without, under a misleading title.
    ...(order.vat_reverse_charge
      ? []
      : [{ key: 'unitWith', title: t('detail.unitWithVat'), align: 'right' as const, render: (_: unknown, line: OrderLine) => <span className="admin-order__nowrap">{formatPrice(line.unit_price.with_vat, lang)}</span> }]),
    {
      key: 'total',
      title: order.vat_reverse_charge ? t('detail.lineTotalWithoutVat') : t('detail.lineTotal'),
      align: 'right',
      render: (_, line) => <span className="admin-order__nowrap">{formatPrice(order.vat_reverse_charge ? line.total.without_vat : line.total.with_vat, lang)}</span>,
    },
  ];

  return (
    <>
      {back}
      <div className="admin-order__head">
        <Typography.Title level={1}>{title}</Typography.Title>
        <StatusActions order={order} onChanged={replace} />
      </div>
      <Descriptions
        className="admin-order__section"
        size="small"
        column={{ xs: 1, md: 2, xl: 4 }}
        items={[
          { key: 'status', label: t('list.status'), children: <OrderStatusTag status={order.status} /> },
          { key: 'received', label: t('detail.received'), children: formatDateTime(order.created_at, lang) },
          { key: 'language', label: t('detail.language'), children: languageTitle(order.lang) },
          ...(order.handled_at ? [{ key: 'handled', label: t('detail.handledAt'), children: formatDateTime(order.handled_at, lang) }] : []),
          ...(order.cancel_reason ? [{ key: 'reason', label: t('detail.cancelReason'), children: order.cancel_reason }] : []),
          ...(order.vat_reverse_charge ? [{ key: 'vat', label: t('detail.vatTreatment'), children: t('detail.reverseCharge') }] : []),
        ]}
      />
      <Card title={<h2 className="admin-order__card-title">{t('detail.products')}</h2>} className="admin-order__section">
        {/* The card's width, names and headings wrapping (max-content pushed the Russian headings' last columns out of
            sight at 1440 px); below 640 px the table scrolls. Amounts never break. */}
        <Table<OrderLine> rowKey="product_uuid" size="small" columns={lineColumns} dataSource={order.lines} pagination={false} scroll={{ x: 640 }} />
      </Card>
      <div className="admin-order__grid">
        <Card title={<h2 className="admin-order__card-title">{t('detail.totals')}</h2>} className="admin-order__section">
          <Totals order={order} lang={lang} />
          {order.vat_reverse_charge ? <p className="admin-order__reverse-charge">{t('detail.reverseChargeHint')}</p> : null}
        </Card>
        <Card title={<h2 className="admin-order__card-title">{t('detail.contact')}</h2>} className="admin-order__section">
          <Descriptions
            className="admin-order__contact"
            size="small"
            column={1}
            items={[
              { key: 'name', label: t('detail.name'), children: c.name },
              { key: 'email', label: t('detail.email'), children: <a href={`mailto:${c.email}`}>{c.email}</a> },
              { key: 'phone', label: t('detail.phone'), children: <a href={`tel:${c.phone.replace(/[^+\d]/g, '')}`}>{c.phone}</a> },
              ...(c.company ? [{ key: 'company', label: t('detail.company'), children: c.company }] : []),
              // An ID is one token: it does not break in the middle ("HU1234 / 5676").
              ...(c.company_id ? [{ key: 'company_id', label: t('detail.companyId'), children: <span className="admin-order__nowrap">{c.company_id}</span> }] : []),
              ...(c.vat_id ? [{ key: 'vat_id', label: t('detail.vatId'), children: <span className="admin-order__nowrap">{c.vat_id}</span> }] : []),
              { key: 'address', label: t('detail.address'), children: `${c.street}, ${c.zip} ${c.city}, ${countryLabel(c.country, lang)}` },
              ...(c.note ? [{ key: 'note', label: t('detail.note'), children: <span className="admin-order__note">{c.note}</span> }] : []),
              { key: 'terms', label: t('detail.terms'), children: <TermsAcceptance order={order} lang={lang} /> },
            ]}
          />
        </Card>
        <Card title={<h2 className="admin-order__card-title">{t('detail.mails')}</h2>} className="admin-order__section">
          <Mails order={order} lang={lang} />
        </Card>
      </div>
      <Card title={<h2 className="admin-order__card-title">{t('payment.title')}</h2>} className="admin-order__section">
        <OrderPaymentCard order={order} lang={lang} onChanged={replace} />
      </Card>
      <div className="admin-order__grid admin-order__grid--two">
        <Card title={<h2 className="admin-order__card-title">{t('detail.history')}</h2>} className="admin-order__section">
          <History order={order} lang={lang} />
        </Card>
        <Card title={<h2 className="admin-order__card-title">{t('detail.notes')}</h2>} className="admin-order__section">
          <Notes order={order} lang={lang} onAdded={replace} />
        </Card>
      </div>
    </>
  );
}
