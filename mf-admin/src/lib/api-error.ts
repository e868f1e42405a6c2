import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormInstance } from 'antd';
import { describeApiError, type ApiFailure } from '@shop/shared';

/** The text of a failed call: the server's reason for client errors, else the translated generic text. */
export function useFailureText(): (failure: ApiFailure) => string {
  const { t } = useTranslation();
  return useCallback((failure: ApiFailure) => failure.message ?? t(`common:${failure.messageKey}`), [t]);
}

/** Puts the server's field errors ("translations.en.slug") next to the form's fields; answers whether any matched. */
export function showFieldErrors(form: FormInstance, error: unknown, known?: (path: (string | number)[]) => boolean): boolean {
  const { fields } = describeApiError(error);
  const entries = Object.entries(fields)
    .map(([field, message]) => ({ name: field.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)), errors: [message] }))
    .filter((entry) => (known ? known(entry.name) : true));
  if (entries.length > 0) form.setFields(entries);
  return entries.length > 0;
}
