import type { ReactNode } from 'react';
import { CheckCircleFilled, CloseCircleFilled, InfoCircleFilled, WarningFilled } from '@ant-design/icons';
import { classNames } from './class-names.ts';

export interface AlertProps {
  type?: 'success' | 'info' | 'warning' | 'error';
  title: ReactNode;
  description?: ReactNode;
  /** Drawn at the end: what the visitor can do about it (a retry button). */
  action?: ReactNode;
  showIcon?: boolean;
  /** `alert` by default, as antd's: it is shown because something just happened. */
  role?: string;
  className?: string;
}

const ICONS = { success: CheckCircleFilled, info: InfoCircleFilled, warning: WarningFilled, error: CloseCircleFilled };

/**
 * A message inside a page (a form could not be sent, the cart could not be loaded): antd's Alert look and the props
 * of it the public pages use, in plain markup, so they do not load antd for it (see Button). Its look is in
 * `@shop/shared/react/controls.css`.
 */
export function Alert({ type = 'info', title, description, action, showIcon = false, role = 'alert', className }: AlertProps) {
  const Icon = ICONS[type];
  const classes = classNames('shop-alert', `shop-alert--${type}`, description ? 'shop-alert--with-description' : null, className);
  return (
    <div role={role} className={classes}>
      {showIcon ? <Icon className="shop-alert__icon" aria-hidden /> : null}
      <div className="shop-alert__content">
        <div className="shop-alert__title">{title}</div>
        {description ? <div className="shop-alert__description">{description}</div> : null}
      </div>
      {action ? <div className="shop-alert__action">{action}</div> : null}
    </div>
  );
}
