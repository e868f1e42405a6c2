import { useState } from 'react';
import { LoadingOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import { addToCart, describeApiError } from '@shop/shared';
import { classNames, useStatusMessage } from '@shop/shared/react';
import { useTranslation } from 'react-i18next';
import styles from './add-to-cart-button.module.css';

interface Props {
  uuid: string;
  name: string;
  /** How many pieces to add; 1 unless the product page sets a quantity. */
  quantity?: number;
  /** Id of the element naming the product, so screen readers hear which product the button adds. */
  describedBy?: string;
  block?: boolean;
  size?: 'middle' | 'large';
}

/**
 * "Add to cart": adds through the cart bus (the header's mini cart updates at once) and confirms with a message.
 * A plain button styled as antd's primary one: a category page renders twelve of them at once, and antd's Button
 * (with its click wave and style registration per instance) was about a third of that render (bench/, README).
 */
export function AddToCartButton({ uuid, name, quantity = 1, describedBy, block, size = 'middle' }: Props) {
  const { t } = useTranslation('shop');
  const message = useStatusMessage();
  const [busy, setBusy] = useState(false);

  async function add() {
    setBusy(true);
    try {
      await addToCart(uuid, { quantity, name });
      void message.success(t('cart.added', { name, quantity }));
    } catch (error) {
      const failure = describeApiError(error);
      void message.error(t('cart.addFailed', { reason: failure.message ?? t(`common:${failure.messageKey}`) }));
    } finally {
      setBusy(false);
    }
  }

  return (
    <button
      type="button"
      className={classNames(styles.button, size === 'large' && styles.large, block && styles.block)}
      // While adding, further presses are ignored (as antd's loading button does) and screen readers hear it is busy.
      onClick={() => void (busy || add())}
      aria-busy={busy || undefined}
      aria-describedby={describedBy}
    >
      {busy ? <LoadingOutlined aria-hidden /> : <ShoppingCartOutlined aria-hidden />}
      <span>{t('cart.add')}</span>
    </button>
  );
}
