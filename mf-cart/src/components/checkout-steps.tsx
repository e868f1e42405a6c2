import { Steps } from 'antd';
import { useTranslation } from 'react-i18next';
import './checkout-steps.css';

const STEPS = ['cart', 'contact', 'summary'] as const;
export type CheckoutStepName = (typeof STEPS)[number];

/** Where the shopper is in the checkout: cart, contact details, summary. */
export function CheckoutSteps({ current }: { current: CheckoutStepName }) {
  const { t } = useTranslation('cart');
  const index = STEPS.indexOf(current);
  return (
    <nav aria-label={t('stepsNav.label')} className="checkout-steps">
      <Steps
        size="small"
        current={index}
        responsive={false}
        items={STEPS.map((step, i) => ({
          title: <span aria-current={i === index ? 'step' : undefined}>{t(`stepsNav.${step}`)}</span>,
        }))}
      />
    </nav>
  );
}
