import { classNames } from './class-names.ts';

export interface SpinnerProps {
  size?: 'small' | 'middle' | 'large';
  /** Said to assistive technology (a status); without it the spinner is a picture only, beside words that say it. */
  label?: string;
  className?: string;
}

/** Something is on its way: a turning ring in the brand's blue, in the place of antd's Spin (see Button). */
export function Spinner({ size = 'middle', label, className }: SpinnerProps) {
  const classes = classNames('shop-spinner', size !== 'middle' && `shop-spinner--${size}`, className);
  if (!label) return <span className={classes} aria-hidden="true" />;
  return (
    <span role="status" className="shop-spinner__status">
      <span className={classes} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
