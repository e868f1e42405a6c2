import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { localePath, type ProductVariants, type VariantOption } from '@shop/shared';
import { usePageLang } from '@shop/shared/react';
import styles from './product-page.module.css';

/**
 * One axis of the model's variants (decision 0107): each choice is a link to the variant with it, which has its own
 * address, price and cart line; the product shown is marked as the current page. A choice the model has only with
 * another value of the other axis says so.
 */
function Chooser({ title, options, elsewhere }: { title: string; options: VariantOption[]; elsewhere: (label: string) => string }) {
  const lang = usePageLang();
  const labelId = useId();
  const current = options.find((option) => option.current);
  return (
    <div role="group" aria-labelledby={labelId} className={styles.chooser}>
      <p id={labelId} className={styles.chooserLabel}>
        {title}
        {current ? (
          <>
            : <strong>{current.label}</strong>
          </>
        ) : null}
      </p>
      <ul className={styles.choices}>
        {options.map((option) => (
          <li key={option.key}>
            <Link
              to={localePath('slug', lang, { slug: option.slug })}
              aria-current={option.current ? 'page' : undefined}
              aria-label={option.exact || option.current ? undefined : elsewhere(option.label)}
              className={`${styles.choice}${option.current ? ` ${styles.choiceCurrent}` : ''}${option.exact ? '' : ` ${styles.choiceElsewhere}`}`}
            >
              {option.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The colour and size choosers of a product that is a variant of a model. */
export function VariantChoosers({ variants }: { variants: ProductVariants }) {
  const { t } = useTranslation('shop');
  return (
    <div className={styles.variants}>
      {variants.colours.length > 0 ? <Chooser title={t('product.colour')} options={variants.colours} elsewhere={(label) => t('product.otherColour', { label })} /> : null}
      {variants.sizes.length > 0 ? <Chooser title={t('product.size')} options={variants.sizes} elsewhere={(label) => t('product.otherSize', { label })} /> : null}
    </div>
  );
}
