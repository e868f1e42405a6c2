import { useTranslation } from 'react-i18next';
import './checkout-steps.css';

const STEPS = ['cart', 'contact', 'summary'] as const;
export type CheckoutStepName = (typeof STEPS)[number];

/**
 * Where the shopper is in the checkout: cart, contact details, summary; the steps done are ticked (and named done
 * for screen readers), the current one is marked with `aria-current="step"`. An ordered list rather than antd's
 * Steps (rc-steps, ~6 KB brotli that every page of the site loaded for the three checkout pages).
 */
export function CheckoutSteps({ current }: { current: CheckoutStepName }) {
  const { t } = useTranslation('cart');
  const index = STEPS.indexOf(current);
  return (
    <nav aria-label={t('stepsNav.label')} className="checkout-steps">
      <ol>
        {STEPS.map((step, i) => {
          const state = i < index ? 'done' : i === index ? 'current' : 'next';
          return (
            <li key={step} className={`checkout-steps__step checkout-steps__step--${state}`} aria-current={state === 'current' ? 'step' : undefined}>
              <span className="checkout-steps__mark" aria-hidden="true">
                {state === 'done' ? '✓' : i + 1}
              </span>
              <span className="checkout-steps__title">{t(`stepsNav.${step}`)}</span>
              {/* The tick is hidden from screen readers; they hear the state as text. */}
              {state === 'done' && <span className="visually-hidden"> ({t('stepsNav.done')})</span>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
