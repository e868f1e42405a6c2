import type { ReactNode } from 'react';
import { CheckCircleFilled, WarningFilled } from '@ant-design/icons';

export interface StatusPanelProps {
  /** `warning`: something could not be done (a load failed); `success`: something was done (a message was sent). */
  status: 'warning' | 'success';
  title: ReactNode;
  subTitle?: ReactNode;
  /** What the visitor can do next: a retry button, a link on. */
  extra?: ReactNode;
}

/**
 * The outcome of a part of a page, centred: a large icon, a title, the reason and what to do next. Plain markup in
 * the place of antd's Result, whose status illustrations (~8 KB brotli) every public page loaded for its error
 * states; its reason is darker than Result's grey, for WCAG contrast. The caller gives it its live region (`role`).
 * Its look is in `@shop/shared/react/status-panel.css`, imported by each frontend's app like the page links'.
 */
export function StatusPanel({ status, title, subTitle, extra }: StatusPanelProps) {
  const Icon = status === 'success' ? CheckCircleFilled : WarningFilled;
  return (
    <div className={`status-panel status-panel--${status}`}>
      <Icon className="status-panel__icon" aria-hidden />
      <div className="status-panel__title">{title}</div>
      {subTitle && <div className="status-panel__reason">{subTitle}</div>}
      {extra && <div className="status-panel__extra">{extra}</div>}
    </div>
  );
}
