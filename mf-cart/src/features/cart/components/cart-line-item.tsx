import { useEffect, useId, useRef, useState } from 'react';
import { DeleteOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { describeApiError, localePath, removeFromCart, setCartQuantity, type CartLine, type Lang, formatPrice } from '@shop/shared';
import { Button, QuantityInput, Spinner, useStatusMessage } from '@shop/shared/react';
import { MAX_LINE_QUANTITY, MIN_LINE_QUANTITY, quantityProblem, type QuantityProblem } from '../../../lib/quantity.ts';

/** How long typing may pause before a quantity is sent: one call per change, not per key. */
export const QUANTITY_DEBOUNCE_MS = 400;

function useFailureText() {
  const { t } = useTranslation('cart');
  return (error: unknown): string => {
    const failure = describeApiError(error);
    return failure.fields.quantity ?? failure.message ?? t(`common:${failure.messageKey}`);
  };
}

/** One line of the cart: product, unit price, quantity (debounced, validated), line total, remove. */
export function CartLineItem({ line, lang }: { line: CartLine; lang: Lang }) {
  const { t } = useTranslation('cart');
  const message = useStatusMessage();
  const failureText = useFailureText();
  const errorId = useId();
  const [draft, setDraft] = useState<number | null>(line.quantity);
  const [problem, setProblem] = useState<QuantityProblem | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [removing, setRemoving] = useState(false);
  const [serverQuantity, setServerQuantity] = useState(line.quantity);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // The server's quantity changed (this line saved, or another tab): show it unless the shopper is fixing a typo.
  if (serverQuantity !== line.quantity) {
    setServerQuantity(line.quantity);
    if (problem === null) setDraft(line.quantity);
  }

  useEffect(() => () => clearTimeout(timer.current), []);

  const onQuantityChange = (value: number | string | null) => {
    const number = value === null || value === '' ? null : Number(value);
    setDraft(number);
    setServerError(null);
    clearTimeout(timer.current);
    const reason = quantityProblem(value);
    setProblem(reason);
    if (reason || number === null || number === line.quantity) return;
    timer.current = setTimeout(() => {
      setSaving(true);
      setCartQuantity(line.uuid, number)
        .catch((error: unknown) => setServerError(failureText(error)))
        .finally(() => setSaving(false));
    }, QUANTITY_DEBOUNCE_MS);
  };

  const onRemove = () => {
    clearTimeout(timer.current);
    setRemoving(true);
    removeFromCart(line.uuid)
      .then(() => void message.success(t('removed', { name: line.name })))
      .catch((error: unknown) => {
        setRemoving(false);
        void message.error(failureText(error));
      });
  };

  const fieldError = problem ? t(`quantityProblem.${problem}`, { min: MIN_LINE_QUANTITY, max: MAX_LINE_QUANTITY }) : serverError;
  const productPath = localePath('slug', lang, { slug: line.slug });

  return (
    <li className="cart-line" aria-busy={saving || removing}>
      <Link to={productPath} className="cart-line__thumb" tabIndex={-1} aria-hidden="true">
        <img src={line.thumb_url} alt="" width={64} height={64} loading="lazy" decoding="async" />
      </Link>
      <div className="cart-line__name">
        <Link to={productPath}>{line.name}</Link>
      </div>
      <div className="cart-line__unit">
        <span className="cart-line__label">{t('unitPrice')}</span>
        <span className="cart-line__price">{formatPrice(line.unit_price.with_vat, lang)}</span>
        <small className="cart-line__price-net">
          {formatPrice(line.unit_price.without_vat, lang)} {t('common:price.withoutVat')}
        </small>
      </div>
      <div className="cart-line__quantity">
        <span className="cart-line__label" aria-hidden="true">
          {t('quantity')}
        </span>
        <div className="cart-line__quantity-row">
          <QuantityInput
            value={draft}
            onChange={onQuantityChange}
            min={MIN_LINE_QUANTITY}
            max={MAX_LINE_QUANTITY}
            disabled={removing}
            invalid={Boolean(fieldError)}
            aria-label={t('quantityOf', { name: line.name })}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? errorId : undefined}
            className="cart-line__input"
          />
          <span className="cart-line__saving" role="status">
            {saving ? (
              <>
                <Spinner size="small" />
                <span className="visually-hidden">{t('saving', { name: line.name })}</span>
              </>
            ) : null}
          </span>
        </div>
        {fieldError ? (
          <div id={errorId} className="cart-line__error" role="alert">
            {fieldError}
          </div>
        ) : null}
      </div>
      <div className="cart-line__total">
        <span className="cart-line__label">{t('lineTotal')}</span>
        <span className="cart-line__price">
          {formatPrice(line.total.with_vat, lang)}
        </span>
      </div>
      <div className="cart-line__remove">
        <Button type="text" danger icon={<DeleteOutlined aria-hidden />} loading={removing} onClick={onRemove} aria-label={t('remove', { name: line.name })} />
      </div>
    </li>
  );
}
