import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { describeApiError, type ApiFailure, type FieldErrors, type LoginBody } from '@shop/shared';
import { describeAdminError, translateServerMessage } from '../../../lib/api-error.ts';
import { signInWithCode, signInWithPassword, type PasswordStep } from '../api/two-factor.ts';

export interface SignInFailure {
  /** The text shown above the form. */
  message: string;
  /** Server-side field errors (422), keyed by form field name. */
  fields: FieldErrors;
  /** The server's message code, when it sent one. */
  code: string | null;
}

/** The text of a failed sign-in: the one error policy of describeApiError, with the sign-in specific answers. */
export function signInFailureText(failure: ApiFailure, t: TFunction): string {
  if (failure.status === 401 && failure.code === 'auth.challengeExpired') return t('admin:login.code.expired');
  if (failure.status === 401) return t('admin:login.invalidCredentials');
  // A coded answer (the sign-in throttle, the per-address limit) is said in the page's language alone; the server's
  // English text is added only for an answer without a code.
  if (failure.status === 429) return t('admin:login.tooManyAttempts', { message: failure.code ? '' : (failure.message ?? '') }).trim();
  return failure.message ?? t(`common:${failure.messageKey}`);
}

/** Signs in, in one step or two (password, then a code when the account has two-factor sign-in); remembers why the last attempt failed. */
export function useSignIn() {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<SignInFailure | null>(null);

  const attempt = useCallback(
    async <T,>(step: () => Promise<T>): Promise<T | null> => {
      setPending(true);
      setFailure(null);
      try {
        return await step();
      } catch (error) {
        const described = describeAdminError(error);
        // A wrong or used code (twoFactor.codeWrong / codeUsed, 422), a disabled account (auth.accountDisabled, 403), a
        // paused account (auth.accountPaused, 429, with its minutes) and a challenge ended by wrong codes
        // (auth.challengeEnded, 401) are named by their code in the admin's language.
        const coded = described.coded?.code;
        const named = described.status === 422 || described.status === 403 || coded === 'auth.accountPaused' || coded === 'auth.challengeEnded' ? translateServerMessage(described.coded) : null;
        const message = named || signInFailureText(describeApiError(error), t);
        setFailure({ message, fields: described.fields, code: described.coded?.code ?? null });
        return null;
      } finally {
        setPending(false);
      }
    },
    [t],
  );

  const submit = useCallback((credentials: LoginBody): Promise<PasswordStep | null> => attempt(() => signInWithPassword(credentials)), [attempt]);
  const submitCode = useCallback((challenge: string, code: string) => attempt(() => signInWithCode(challenge, code)), [attempt]);
  const clearFailure = useCallback(() => setFailure(null), []);

  return { submit, submitCode, pending, failure, clearFailure };
}
