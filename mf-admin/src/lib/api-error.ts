import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormInstance } from 'antd';
import { describeApiError, i18n, isAxiosError, type ApiFailure } from '@shop/shared';
import type { ApiError, MessageParams } from '@shop/shared/contracts/common';

interface CodedMessage {
  code: string;
  params: MessageParams;
}

/** A failed call as the admin shows it: the runtime's description plus the server's message codes, when it sent any. */
export interface AdminFailure extends ApiFailure {
  coded: CodedMessage | null;
  /** Field -> message code, for the fields whose error the server named with a code. */
  fieldCodes: Record<string, CodedMessage>;
}

const SERVER_MESSAGES = 'serverMessages';

/** The server's message in the admin's language when the admin knows its code; null when it does not. */
export function translateServerMessage(coded: CodedMessage | null | undefined): string | null {
  if (!coded) return null;
  const key = `admin:${SERVER_MESSAGES}.${coded.code}`;
  return i18n.exists(key) ? i18n.t(key, coded.params) : null;
}

/** describeApiError, plus the message code and parameters the API answers next to its English message. */
export function describeAdminError(error: unknown): AdminFailure {
  const failure = describeApiError(error);
  const body = isAxiosError(error) ? (error.response?.data as Partial<ApiError> | undefined) : undefined;
  const fieldCodes: Record<string, CodedMessage> = {};
  for (const item of body?.errors ?? []) if (item.code) fieldCodes[item.field] = { code: item.code, params: item.params ?? {} };
  const coded = failure.status !== null && failure.status < 500 && typeof body?.code === 'string' ? { code: body.code, params: body.params ?? {} } : null;
  return { ...failure, coded, fieldCodes };
}

/**
 * The text of a failed call: the server's message in the admin's language when the admin knows its code (with its
 * parameters: serverMessages.*; sign-in and session codes: errors.*), else the server's reason for client errors,
 * else the translated generic text.
 */
export function useFailureText(): (failure: ApiFailure | AdminFailure) => string {
  const { t, i18n: instance } = useTranslation();
  return useCallback(
    (failure: ApiFailure | AdminFailure) => {
      const coded = 'coded' in failure ? translateServerMessage(failure.coded) : null;
      if (coded) return coded;
      const key = failure.code ? `admin:errors.${failure.code}` : null;
      if (key && instance.exists(key)) return t(key);
      return failure.message ?? t(`common:${failure.messageKey}`);
    },
    [t, instance],
  );
}

/** Puts the server's field errors ("translations.en.slug") next to the form's fields; answers whether any matched. */
export function showFieldErrors(form: FormInstance, error: unknown, known?: (path: (string | number)[]) => boolean): boolean {
  const { fields, fieldCodes } = describeAdminError(error);
  const entries = Object.entries(fields)
    .map(([field, message]) => ({ name: field.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)), errors: [translateServerMessage(fieldCodes[field]) ?? message] }))
    .filter((entry) => (known ? known(entry.name) : true));
  if (entries.length > 0) form.setFields(entries);
  return entries.length > 0;
}
