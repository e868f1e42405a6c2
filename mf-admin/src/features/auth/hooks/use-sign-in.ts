import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { describeApiError, signIn, type AdminUser, type ApiFailure, type FieldErrors, type LoginBody } from '@shop/shared';

export interface SignInFailure {
  /** The text shown above the form. */
  message: string;
  /** Server-side field errors (422), keyed by form field name. */
  fields: FieldErrors;
}

/** The text of a failed sign-in: the one error policy of describeApiError, with the sign-in specific answers. */
export function signInFailureText(failure: ApiFailure, t: TFunction): string {
  if (failure.status === 401) return t('admin:login.invalidCredentials');
  if (failure.status === 429) return t('admin:login.tooManyAttempts', { message: failure.message ?? '' }).trim();
  return failure.message ?? t(`common:${failure.messageKey}`);
}

/** Signs in through the auth bus; remembers why the last attempt failed. */
export function useSignIn() {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<SignInFailure | null>(null);

  const submit = useCallback(
    async (credentials: LoginBody): Promise<AdminUser | null> => {
      setPending(true);
      setFailure(null);
      try {
        return await signIn(credentials);
      } catch (error) {
        const described = describeApiError(error);
        setFailure({ message: signInFailureText(described, t), fields: described.fields });
        return null;
      } finally {
        setPending(false);
      }
    },
    [t],
  );

  return { submit, pending, failure };
}
