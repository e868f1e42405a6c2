import { useState, type InputHTMLAttributes } from 'react';
import { classNames } from './class-names.ts';

type NativeProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'size' | 'type' | 'min' | 'max'>;

export interface QuantityInputProps extends NativeProps {
  /** The quantity, or null while the field is empty or holds no number. */
  value: number | null;
  onChange: (value: number | null) => void;
  min?: number;
  max?: number;
  /** `large` next to a large button (the product page's "Add to cart"). */
  size?: 'middle' | 'large';
  /** Drawn as wrong; the caller says why (aria-describedby) and sets aria-invalid. */
  invalid?: boolean;
}

const format = (value: number | null) => (value === null ? '' : String(value));

/** What the field holds as a number: null when it is empty or not a number (the browser sanitises partial input to ""). */
function parse(text: string): number | null {
  if (text.trim() === '') return null;
  const number = Number(text);
  return Number.isFinite(number) ? number : null;
}

/**
 * A quantity: the browser's number field (a spinbutton with its arrows, the numeric keypad on a phone) instead of
 * antd's InputNumber, which with Form and Input kept ~43 KB brotli of shared input internals on every public page
 * for three fields. It keeps what was typed (an empty field, "0") and reports it as a number or null; the caller
 * validates and explains. Its look is the shared field frame in antd's style (`@shop/shared/react/field.css`), which
 * `@shop/shared/react/quantity-input.css` imports and sizes.
 */
export function QuantityInput({ value, onChange, min = 1, max, size = 'middle', invalid = false, className, onFocus, onBlur, ...native }: QuantityInputProps) {
  const [text, setText] = useState(() => format(value));
  const [focused, setFocused] = useState(false);
  // A new value from outside (a normalised quantity, the server's answer) replaces the text, but not while the
  // shopper is typing: clearing the field to type another number must not bring the old one back. The same
  // number typed differently ("02") stays as typed.
  const [shown, setShown] = useState(value);
  if (value !== shown && !focused) {
    setShown(value);
    if (value !== parse(text)) setText(format(value));
  }
  const classes = classNames('shop-field', 'quantity-input', size === 'large' && 'shop-field--large', invalid && 'shop-field--invalid', className);
  return (
    <input
      {...native}
      type="number"
      inputMode="numeric"
      min={min}
      max={max}
      step={1}
      className={classes}
      value={text}
      onChange={(event) => {
        const next = event.target.value;
        setText(next);
        setShown(parse(next));
        onChange(parse(next));
      }}
      onFocus={(event) => {
        setFocused(true);
        onFocus?.(event);
      }}
      onBlur={(event) => {
        setFocused(false);
        onBlur?.(event);
      }}
    />
  );
}
