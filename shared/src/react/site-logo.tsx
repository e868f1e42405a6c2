import { BRAND_NAME } from '@shop/shared';
import './site-logo.css';

/** The text logo of the brand as inline SVG: no request, no layout shift (its box is fixed by CSS). */
export function SiteLogo({ className = '' }: { className?: string }) {
  return (
    <svg className={`site-logo ${className}`} viewBox="0 0 220 46" aria-hidden="true" focusable="false">
      <rect x="0" y="3" width="40" height="40" rx="4" fill="#0b4ea2" />
      <path d="M10 12v22M10 23l14-11M16 19l12 15" stroke="#f5c400" strokeWidth="4.5" strokeLinecap="square" fill="none" />
      <text x="50" y="31" fontSize="22" fontWeight="700" letterSpacing="0.5" fill="currentColor" fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif">
        {BRAND_NAME}
      </text>
    </svg>
  );
}
