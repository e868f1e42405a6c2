import { useId, useState } from 'react';
import { ShoppingCartOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { MAX_LINE_QUANTITY, addToCart, describeApiError, localePath } from '@shop/shared';
import { Button, QuantityInput, useHydrated, useStatusMessage, usePageLang } from '@shop/shared/react';

/** Quantity and "add to cart" through the cart bus (the catalogue header's count updates at once), with feedback. */
export function AddToCart({ uuid, name }: { uuid: string; name: string }) {
  const { t } = useTranslation('catalog');
  const lang = usePageLang();
  const message = useStatusMessage();
  const quantityId = useId();
  const [quantity, setQuantity] = useState<number | null>(1);
  // A quantity typed into the server's HTML would not reach this state: the field waits for the page to be live.
  const live = useHydrated();
  const [busy, setBusy] = useState(false);
  const [added, setAdded] = useState<string | null>(null);
  const valid = quantity !== null && Number.isInteger(quantity) && quantity >= 1 && quantity <= MAX_LINE_QUANTITY;

  async function add() {
    if (!valid) return;
    setBusy(true);
    setAdded(null);
    try {
      await addToCart(uuid, { quantity, name });
      const text = t('product.added', { name, quantity });
      setAdded(text);
      void message.success(text);
    } catch (error) {
      const failure = describeApiError(error);
      void message.error(t('product.addFailed', { reason: failure.message ?? t(`common:${failure.messageKey}`) }));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="catalog-buy">
      <div className="catalog-buy__row">
        <label htmlFor={quantityId} className="catalog-buy__label">
          {t('product.quantity')}
        </label>
        <QuantityInput
          id={quantityId}
          min={1}
          max={MAX_LINE_QUANTITY}
          size="large"
          disabled={!live}
          value={quantity}
          onChange={setQuantity}
          invalid={!valid}
          aria-invalid={!valid}
          aria-describedby={valid ? undefined : `${quantityId}-error`}
        />
        <Button type="primary" size="large" icon={<ShoppingCartOutlined aria-hidden />} loading={busy} disabled={!valid} onClick={() => void add()}>
          {t('product.addToCart')}
        </Button>
      </div>
      {!valid && (
        <p id={`${quantityId}-error`} className="catalog-field-error">
          {t('product.quantityInvalid', { max: MAX_LINE_QUANTITY })}
        </p>
      )}
      <p className="catalog-buy__status" role="status">
        {added && (
          <>
            {added} <Link to={localePath('cart', lang)}>{t('product.toCart')}</Link>
          </>
        )}
      </p>
    </div>
  );
}
