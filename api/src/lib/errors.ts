// Errors the services throw; the one error handler turns them into ApiError bodies.
// `code` (with `params`) names the message for the frontends, which write it in the reader's language; `message`
// stays the English sentence for API callers and logs.
export type MessageParams = Record<string, string | number>;

export interface FieldError {
  field: string;
  message: string;
  code?: string;
  params?: MessageParams;
}

export interface MessageCode {
  code: string;
  params?: MessageParams;
}

export class HttpError extends Error {
  /** A stable message code (e.g. "auth.sessionExpired") the frontends translate. */
  public readonly code?: string;
  public readonly params?: MessageParams;
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly errors?: FieldError[],
    /** The message code alone, or with its parameters. */
    coded?: string | MessageCode,
  ) {
    super(message);
    this.name = 'HttpError';
    const { code, params } = typeof coded === 'string' ? { code: coded, params: undefined } : (coded ?? {});
    if (code) this.code = code;
    if (params) this.params = params;
  }
}

export const notFound = (message: string, coded?: string | MessageCode): HttpError => new HttpError(404, message, undefined, coded);
export const conflict = (message: string, coded?: string | MessageCode): HttpError => new HttpError(409, message, undefined, coded);
export const unauthorized = (message: string, code?: string): HttpError => new HttpError(401, message, undefined, code);
export const forbidden = (message: string, code?: string): HttpError => new HttpError(403, message, undefined, code);
export const unprocessable = (message: string, errors?: FieldError[], coded?: string | MessageCode): HttpError => new HttpError(422, message, errors, coded);

/**
 * 422 for a body whose fields a service refused: the answer carries the field's own code when one field is named by
 * its own code, else request.invalidFields (the frontends' "check the entered data", each field worded beside it).
 */
export function invalidFields(message: string, errors: FieldError[]): HttpError {
  const [only] = errors;
  const own = errors.length === 1 && only?.code && !only.code.startsWith('field.') ? { code: only.code, ...(only.params ? { params: only.params } : {}) } : undefined;
  return unprocessable(message, errors, own ?? 'request.invalidFields');
}
