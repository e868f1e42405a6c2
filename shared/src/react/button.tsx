import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { classNames } from './class-names.ts';

type NativeProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'>;

export interface ButtonProps extends NativeProps {
  /** The look, with antd's names: `primary` (the page's main action), `default` (framed), `text` (no frame). */
  type?: 'primary' | 'default' | 'text';
  /** The button's own `type`: `button` unless it submits its form (as antd's `htmlType`). */
  htmlType?: 'button' | 'submit' | 'reset';
  size?: 'small' | 'middle' | 'large';
  /** Drawn before the text; a button with an icon alone is square (or round with `shape="circle"`). */
  icon?: ReactNode;
  shape?: 'default' | 'circle';
  /** A spinner takes the icon's place and presses are ignored until it ends; the caller says in words what runs. */
  loading?: boolean;
  /** Drawn in the error colour: an action that removes something. */
  danger?: boolean;
  /** As wide as its container. */
  block?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * The public pages' button: the browser's own `<button>` with antd's Button look and the props of it they use, so a
 * screen moves between the two by its import. antd's Button brought antd's ConfigProvider, theme and style engine
 * onto every page for the header's few buttons (~50 KB brotli of the first load); the pages now load antd only with
 * a form (AntdScope). Its look is in `@shop/shared/react/controls.css`, which each public frontend's app imports.
 */
export function Button({ type = 'default', htmlType = 'button', size = 'middle', icon, shape = 'default', loading = false, danger = false, block = false, className, onClick, children, ...native }: ButtonProps) {
  const iconOnly = icon !== undefined && (children === undefined || children === null || children === false);
  const classes = classNames(
    'shop-button',
    `shop-button--${type}`,
    size !== 'middle' && `shop-button--${size}`,
    iconOnly && 'shop-button--icon-only',
    shape === 'circle' && 'shop-button--circle',
    danger && 'shop-button--danger',
    block && 'shop-button--block',
    loading && 'shop-button--loading',
    className,
  );
  return (
    <button
      {...native}
      type={htmlType}
      className={classes}
      // While it runs, a second press (a double click on "Send") does nothing, as with antd's loading button; the
      // button keeps its focus, which a disabled one would lose.
      onClick={loading ? (event) => event.preventDefault() : onClick}
    >
      {loading ? <span className="shop-button__spinner" aria-hidden="true" /> : icon}
      {iconOnly ? null : children}
    </button>
  );
}
