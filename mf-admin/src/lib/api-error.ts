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

/** Where the admin words a server's code: its messages, then the sign-in and session texts. */
const GROUPS = ['serverMessages', 'errors'];

/** The server's message in the admin's language when the admin knows its code; null when it does not. */
export function translateServerMessage(coded: CodedMessage | null | undefined): string | null {
  if (!coded) return null;
  const key = GROUPS.map((group) => `admin:${group}.${coded.code}`).find((candidate) => i18n.exists(candidate));
  return key ? i18n.t(key, coded.params) : null;
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
 * else the translated generic text. A failure of a screen's loader (describeApiError's, without the parameters) is
 * worded by its code alone: the codes a read answers (not found, a list's query, the session's) have none. A failure
 * on the server's side ends with the request's id, which the person can quote and the operator finds in the logs.
 */
export function useFailureText(): (failure: ApiFailure | AdminFailure) => string {
  const { t } = useTranslation();
  return useCallback(
    (failure: ApiFailure | AdminFailure) => {
      const coded = 'coded' in failure ? failure.coded : failure.code && failure.status !== null && failure.status < 500 ? { code: failure.code, params: {} } : null;
      const text = translateServerMessage(coded) ?? failure.message ?? t(`common:${failure.messageKey}`);
      return failure.status !== null && failure.status >= 500 && failure.requestId ? `${text} ${t('common:error.reference', { id: failure.requestId })}` : text;
    },
    [t],
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
