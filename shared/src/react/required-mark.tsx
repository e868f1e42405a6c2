import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './required-mark.css';

/**
 * antd's `requiredMark` for the public forms (checkout, inquiries, the catalogue's enquiry), one look in all of them:
 * an asterisk after the label of a required field (antd sets aria-required on the field itself), "(optional)" after
 * the label of an optional one.
 */
export function requiredMark(label: ReactNode, { required }: { required: boolean }): ReactNode {
  return required ? (
    <span className="required-label">{label}</span>
  ) : (
    <>
      {label}
      <OptionalMark />
    </>
  );
}

function OptionalMark() {
  const { t } = useTranslation('common');
  return <span className="optional-mark">&nbsp;{t('form.optional')}</span>;
}

/** The line above a form that says what the asterisk means, in the page's language. */
export function RequiredNote() {
  const { t } = useTranslation('common');
  return (
    <p className="required-note">
      <span className="required-note__mark" aria-hidden>
        *
      </span>{' '}
      {t('form.requiredNote')}
    </p>
  );
}
