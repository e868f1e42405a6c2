import { useState } from 'react';
import { App, Button } from 'antd';
import { ShoppingCartOutlined } from '@ant-design/icons';
import { addToCart, describeApiError } from '@shop/shared';
import { useTranslation } from 'react-i18next';

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

/** "Add to cart": adds through the cart bus (the header's mini cart updates at once) and confirms with a message. */
export function AddToCartButton({ uuid, name, quantity = 1, describedBy, block, size = 'middle' }: Props) {
  const { t } = useTranslation('shop');
  const { message } = App.useApp();
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
    <Button
      type="primary"
      size={size}
      block={block}
      icon={<ShoppingCartOutlined aria-hidden />}
      loading={busy}
      onClick={() => void add()}
      aria-describedby={describedBy}
    >
      {t('cart.add')}
    </Button>
  );
}
