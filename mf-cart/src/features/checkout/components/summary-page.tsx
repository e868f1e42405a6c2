import { useId, useRef, useState } from 'react';
import { Descriptions } from 'antd';
import { EditOutlined, SendOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { describeApiError, formatPrice, localePath, sendCart, type Cart, type CartContact } from '@shop/shared';
import { Alert, AntdScope, BotCheckUnavailableError, Button, RecaptchaNotice, useBotCheck, useCart, usePageLang, useDocumentTitle } from '@shop/shared/react';
import { CartTotals } from '../../../components/cart-totals.tsx';
import { useLoadCart } from '../../../lib/use-load-cart.ts';
import { useFocusHeading } from '../hooks/use-focus-heading.ts';
import { saveLastOrder } from '../lib/last-order.ts';
import { TermsAcceptance, useAcceptedDocuments } from './terms-acceptance.tsx';
import { CheckoutLoadFailed, CheckoutSkeleton } from './checkout-loading.tsx';
import { CheckoutSteps } from '../../../components/checkout-steps.tsx';
import { DeliverySummary } from './delivery-summary.tsx';
import { deliveryErrorMessage } from './delivery-choice.tsx';
import { countryLabel } from '@shop/shared/countries';
import { ReverseChargeNote } from '../../../components/reverse-charge-note.tsx';
import './checkout.css';

function ContactDetails({ contact }: { contact: CartContact }) {
  const { t } = useTranslation('cart');
  const lang = usePageLang();
  const items = [
    { key: 'name', label: t('contact.name'), children: contact.name },
    { key: 'email', label: t('contact.email'), children: contact.email },
    { key: 'phone', label: t('contact.phone'), children: contact.phone },
    { key: 'address', label: t('summary.address'), children: `${contact.street}, ${contact.zip} ${contact.city}, ${countryLabel(contact.country, lang)}` },
    ...(contact.company ? [{ key: 'company', label: t('contact.company'), children: contact.company }] : []),
    ...(contact.company_id ? [{ key: 'company_id', label: t('contact.companyId'), children: contact.company_id }] : []),
    ...(contact.vat_id ? [{ key: 'vat_id', label: t('contact.vatId'), children: contact.vat_id }] : []),
    ...(contact.note ? [{ key: 'note', label: t('contact.note'), children: <span className="checkout-note">{contact.note}</span> }] : []),
  ];
  return (
    <AntdScope>
      {/* antd's label grey (45 % black) is under 4.5:1 on white; the page's secondary text colour is 6.4:1. */}
      <Descriptions column={1} size="small" items={items} className="checkout-contact" styles={{ label: { color: '#52606d' } }} />
    </AntdScope>
  );
}

/** /{lang}/cart/summary: everything for a last check, then the send with the bot check. */
export function SummaryPage() {
  const { t } = useTranslation('cart');
  useDocumentTitle(t('steps.summary'));
  const lang = usePageLang();
  const navigate = useNavigate();
  const { cart: storeCart } = useCart();
  const { status, retry } = useLoadCart();
  // While sending, the bus empties the cart (spec section 4): the page keeps showing the cart being sent.
  const [sendingCart, setSendingCart] = useState<Cart | null>(null);
  const sending = sendingCart !== null;
  const [failure, setFailure] = useState<{ title: string; description: string } | null>(null);
  const productsId = useId();
  const contactId = useId();
  const botCheck = useBotCheck('cart_send');
  const documents = useAcceptedDocuments();
  const [accepted, setAccepted] = useState(false);
  const [termsError, setTermsError] = useState<string | null>(null);
  const termsBox = useRef<HTMLInputElement>(null);

  const cart = storeCart ?? sendingCart;
  const ready = Boolean(cart && cart.status === 'open' && cart.products.length > 0 && cart.contact);
  const headingRef = useFocusHeading<HTMLHeadingElement>(ready);

  /** The box is ticked again only by the buyer: focus it and say why the order waits. */
  const askForAcceptance = (message: string) => {
    setTermsError(message);
    termsBox.current?.focus();
  };

  const onSend = async (sent: Cart, contact: CartContact) => {
    setFailure(null);
    if (!accepted) {
      askForAcceptance(t('summary.terms.required'));
      return;
    }
    setSendingCart(sent);
    try {
      const token = await botCheck.token();
      const receipt = await sendCart(token, { terms_accepted: true, document_versions: documents.versions });
      saveLastOrder({ ...receipt, email: contact.email });
      // The state tells the thank-you page an order was just sent, also where session storage is unavailable.
      navigate(localePath('cart-thank-you', lang), { replace: true, state: { sent: true } });
    } catch (error) {
      setSendingCart(null);
      if (error instanceof BotCheckUnavailableError) {
        setFailure({ title: t('summary.sendFailed'), description: t('summary.botCheckFailed') });
        return;
      }
      const described = describeApiError(error);
      if (described.code === 'checkout.termsChanged') {
        // A document was replaced while the buyer read the summary: show the new one and ask again.
        setAccepted(false);
        documents.refetch();
        askForAcceptance(t('summary.terms.changed'));
        return;
      }
      if (described.code === 'checkout.termsRequired') {
        setAccepted(false);
        askForAcceptance(t('summary.terms.required'));
        return;
      }
      const coded = described.code?.startsWith('botCheck.') ? t(`summary.serverMessages.${described.code}`) : deliveryErrorMessage(described, t, contact.country);
      setFailure({ title: t('summary.sendFailed'), description: coded ?? described.message ?? t(`common:${described.messageKey}`) });
    }
  };

  let content;
  if (!cart && status === 'loading') content = <CheckoutSkeleton />;
  else if (!cart && status === 'failed') content = <CheckoutLoadFailed onRetry={retry} />;
  else if (!cart || cart.status !== 'open' || cart.products.length === 0) return <Navigate to={localePath('cart', lang)} replace />;
  else if (!cart.contact) return <Navigate to={localePath('cart-contact', lang)} replace />;
  else {
    const contact = cart.contact;
    content = (
      <>
        <p className="checkout-intro">{t('summary.intro')}</p>
        {cart.vat_reverse_charge ? <ReverseChargeNote /> : null}
        <div className="checkout-summary">
          <div className="checkout-summary__main">
            <section className="checkout-card" aria-labelledby={productsId}>
              <div className="checkout-card__head">
                <h2 id={productsId}>{t('summary.products')}</h2>
                <Link to={localePath('cart', lang)}>
                  <EditOutlined aria-hidden /> {t('summary.editCart')}
                </Link>
              </div>
              <ul className="checkout-lines">
                {cart.products.map((line) => (
                  <li key={line.uuid} className="checkout-line">
                    <img src={line.thumb_url} alt="" width={48} height={48} loading="lazy" decoding="async" />
                    <span className="checkout-line__name">{line.name}</span>
                    <span className="checkout-line__quantity">
                      {t('summary.lineQuantity', { quantity: line.quantity, price: formatPrice(line.unit_price.with_vat, lang) })}
                    </span>
                    <span className="checkout-line__total">{formatPrice(line.total.with_vat, lang)}</span>
                  </li>
                ))}
              </ul>
            </section>
            <section className="checkout-card" aria-labelledby={contactId}>
              <div className="checkout-card__head">
                <h2 id={contactId}>{t('summary.contact')}</h2>
                <Link to={localePath('cart-contact', lang)}>
                  <EditOutlined aria-hidden /> {t('summary.editContact')}
                </Link>
              </div>
              <ContactDetails contact={contact} />
            </section>
            <DeliverySummary delivery={cart.delivery} contact={contact} reverseCharge={cart.vat_reverse_charge} />
          </div>
          <aside className="cart-aside">
            <CartTotals totals={cart.order_total} lang={lang} delivery={cart.delivery ? { goods: cart.price_object.with_vat, price: cart.delivery.price.with_vat } : undefined} reverseCharge={cart.vat_reverse_charge} />
            <p className="checkout-after">{t('summary.afterSending', { email: contact.email })}</p>
            <TermsAcceptance
              ref={termsBox}
              documents={documents}
              checked={accepted}
              disabled={sending}
              error={termsError}
              onChange={(checked) => {
                setAccepted(checked);
                if (checked) setTermsError(null);
              }}
            />
            {failure ? <Alert type="error" showIcon role="alert" title={failure.title} description={failure.description} /> : null}
            <Button type="primary" size="large" block icon={<SendOutlined aria-hidden />} loading={sending} onClick={() => void onSend(cart, contact)}>
              {t('summary.send')}
            </Button>
            {botCheck.enabled ? (
              <RecaptchaNotice className="checkout-recaptcha" />
            ) : null}
          </aside>
        </div>
      </>
    );
  }

  return (
    <main className="cart-main checkout-main">
      <h1 ref={headingRef} tabIndex={-1}>
        {t('steps.summary')}
      </h1>
      <CheckoutSteps current="summary" />
      {content}
    </main>
  );
}
