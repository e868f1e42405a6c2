import { useId, useState, type ReactNode } from 'react';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { countryName, formatPrice, localePath, localeTag, type BuyerOrder, type Lang } from '@shop/shared';
import { Alert, Button, SkeletonPlaceholder, StatusPanel, useApi, useDocumentTitle, usePageLang } from '@shop/shared/react';
import { getBuyerOrder } from '../api/get-buyer-order.ts';
import { getOrderPdf } from '../api/get-order-pdf.ts';
import { BankTransferDetails } from './bank-transfer.tsx';
import { ReverseChargeNote } from '../../../components/reverse-charge-note.tsx';
import './order.css';

const dateTime = (value: string, lang: Lang) =>
  new Intl.DateTimeFormat(localeTag(lang), { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Bratislava' }).format(new Date(value));

/** The order confirmation PDF: fetched with the key (a plain link would put it in the URL), then saved as a file. */
function PdfButton({ orderKey, orderNumber }: { orderKey: string; orderNumber: string }) {
  const { t } = useTranslation('cart');
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');
  const download = async () => {
    setState('loading');
    try {
      const url = URL.createObjectURL(await getOrderPdf(orderKey));
      const link = document.createElement('a');
      link.href = url;
      link.download = `order-${orderNumber}.pdf`;
      document.body.append(link);
      link.click();
      link.remove();
      // The browser has taken the file once the click's task has run.
      setTimeout(() => URL.revokeObjectURL(url), 0);
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  return (
    <div className="order-pdf">
      <Button icon={<DownloadOutlined aria-hidden />} loading={state === 'loading'} onClick={() => void download()}>
        {state === 'loading' ? t('order.pdf.loading') : t('order.pdf.download')}
      </Button>
      {state === 'failed' ? (
        <p role="alert" className="order-pdf__error">
          {t('order.pdf.failed')}
        </p>
      ) : null}
    </div>
  );
}

function Card({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  const id = useId();
  return (
    <section className={`checkout-card${className ? ` ${className}` : ''}`} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

function OrderDetails({ order, orderKey }: { order: BuyerOrder; orderKey: string }) {
  const { t } = useTranslation('cart');
  const lang = usePageLang();
  const c = order.contact;
  const delivery = order.delivery;
  const deliveryWay = delivery ? (delivery.method === 'pickup' ? t('delivery.pickup') : t('delivery.carrierNamed', { country: countryName(delivery.country ?? '', lang) })) : null;
  return (
    <>
      <div className="order-head">
        <p className="order-head__placed">{t('order.placedOn', { date: dateTime(order.created_at, lang) })}</p>
        <p className={`order-status order-status--${order.status}`}>
          <span>{t('order.statusLabel')}</span> <strong>{t(`order.status.${order.status}`)}</strong>
        </p>
        <p className="order-head__payment">
          {order.paid_at ? t('order.paidOn', { date: dateTime(order.paid_at, lang) }) : order.status === 'cancelled' ? null : t('order.awaitingPayment')}
        </p>
        <PdfButton orderKey={orderKey} orderNumber={order.order_number} />
      </div>

      {order.status === 'cancelled' && order.cancel_reason ? (
        <Alert type="warning" role="note" title={t('order.cancelled')} description={t('order.shopNote', { note: order.cancel_reason })} />
      ) : null}

      {order.tracking ? (
        <Card title={t('order.tracking.title')}>
          <dl className="order-facts">
            <div className="order-facts__row">
              <dt>{t('order.tracking.carrier')}</dt>
              <dd>{order.tracking.carrier}</dd>
            </div>
            <div className="order-facts__row">
              <dt>{t('order.tracking.number')}</dt>
              <dd>{order.tracking.number}</dd>
            </div>
          </dl>
          {order.tracking.url ? (
            <a href={order.tracking.url} target="_blank" rel="noopener noreferrer" className="cart-link-button order-tracking__link">
              {t('order.tracking.link')}
              <span className="visually-hidden"> {t('order.tracking.newTab')}</span>
            </a>
          ) : null}
        </Card>
      ) : null}

      {order.bank_transfer ? <BankTransferDetails transfer={order.bank_transfer} orderNumber={order.order_number} /> : null}

      <div className="order-columns">
        <Card title={t('order.items')}>
          <ul className="checkout-lines">
            {order.lines.map((line, i) => (
              <li key={i} className="checkout-line order-line">
                <span className="checkout-line__name">{line.name}</span>
                <span className="checkout-line__quantity">{t('summary.lineQuantity', { quantity: line.quantity, price: formatPrice(line.unit_price.with_vat, lang) })}</span>
                <span className="checkout-line__total">{formatPrice(line.total.with_vat, lang)}</span>
              </li>
            ))}
          </ul>
          <dl className="order-facts order-totals">
            {delivery ? (
              <div className="order-facts__row">
                <dt>{deliveryWay}</dt>
                <dd>
                  {delivery.price.with_vat === 0
                    ? t('delivery.free')
                    : order.vat_reverse_charge
                      ? `${formatPrice(delivery.price.with_vat, lang)} ${t('common:price.withoutVat')}`
                      : formatPrice(delivery.price.with_vat, lang)}
                </dd>
              </div>
            ) : null}
            <div className="order-facts__row">
              <dt>{t('order.totals.withoutVat')}</dt>
              <dd>{formatPrice(order.totals.without_vat, lang)}</dd>
            </div>
            {/* A reverse charge's amounts are without VAT: its labels say so, as the summary's did (decision 0113). */}
            <div className="order-facts__row">
              <dt>{order.vat_reverse_charge ? t('totals.vatReverseCharge') : t('order.totals.vat')}</dt>
              <dd>{formatPrice(order.totals.vat, lang)}</dd>
            </div>
            <div className="order-facts__row order-totals__total">
              <dt>{order.vat_reverse_charge ? t('totals.toPay') : t('order.totals.withVat')}</dt>
              <dd>{formatPrice(order.totals.with_vat, lang)}</dd>
            </div>
          </dl>
          {order.vat_reverse_charge ? <ReverseChargeNote /> : null}
        </Card>

        <div className="order-side">
          <Card title={t('order.history.title')}>
            <ol className="order-history">
              {order.events.map((e, i) => (
                <li key={i}>
                  <span className="order-history__event">{t(`order.history.${e.event}`)}</span>
                  <time dateTime={e.at}>{dateTime(e.at, lang)}</time>
                </li>
              ))}
            </ol>
          </Card>
          <Card title={t('order.delivery')}>
            <p className="order-address">
              {deliveryWay ? (
                <>
                  <strong>{deliveryWay}</strong>
                  <br />
                </>
              ) : null}
              {delivery?.method === 'pickup' && delivery.pickup_address ? t('delivery.pickupAt', { address: delivery.pickup_address }) : null}
              {delivery?.method === 'pickup' ? null : (
                <>
                  {c.name}
                  {c.company ? `, ${c.company}` : ''}
                  <br />
                  {c.street}
                  <br />
                  {c.zip} {c.city}, {countryName(c.country, lang) || c.country}
                </>
              )}
            </p>
            <p className="order-address">
              {c.email}
              <br />
              {c.phone}
            </p>
          </Card>
        </div>
      </div>
    </>
  );
}

/**
 * /{lang}/order#{key}: the buyer's order, reached from the thank-you page and every mail about it (decision 0105): its
 * state and history as the shop moves it, what to pay and how, the parcel, the items and the PDF. Private: no account,
 * the key in the fragment (sent to the API in a header), and the page is neither kept by proxies nor indexed.
 */
export function OrderPage() {
  const { t } = useTranslation('cart');
  useDocumentTitle(t('order.title'));
  const lang = usePageLang();
  const { hash } = useLocation();
  const orderKey = decodeURIComponent(hash.replace(/^#/, '')).trim();
  const order = useApi(orderKey ? `order|${orderKey}` : null, (signal) => getBuyerOrder(orderKey, signal));

  let content;
  if (!orderKey || (order.status === 'error' && order.error.status === 404)) {
    content = (
      <div role="alert">
        <StatusPanel
          status="warning"
          title={orderKey ? t('order.notFound') : t('order.noKey')}
          subTitle={t('order.notFoundHint')}
          extra={
            <Link to={localePath('contact', lang)} className="cart-link-button">
              {t('order.contactUs')}
            </Link>
          }
        />
      </div>
    );
  } else if (order.status === 'error') {
    content = (
      <div role="alert">
        <StatusPanel
          status="warning"
          title={t('order.loadFailed')}
          subTitle={t(`common:${order.error.messageKey}`)}
          extra={<Button onClick={order.refetch}>{t('common:retry')}</Button>}
        />
      </div>
    );
  } else if (order.status !== 'success') {
    content = (
      <div className="order-skeleton" aria-busy="true">
        <SkeletonPlaceholder active paragraph={{ rows: 10 }} label={t('common:loading')} />
      </div>
    );
  } else {
    content = <OrderDetails order={order.data} orderKey={orderKey} />;
  }

  return (
    <main className="cart-main order-main">
      <h1>{order.status === 'success' ? t('order.heading', { number: order.data.order_number }) : t('order.title')}</h1>
      {content}
    </main>
  );
}
