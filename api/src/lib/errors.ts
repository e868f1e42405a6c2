// Errors the services throw; the one error handler turns them into ApiError bodies.
export interface FieldError {
  field: string;
  message: string;
}

export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly errors?: FieldError[],
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const notFound = (message: string): HttpError => new HttpError(404, message);
export const conflict = (message: string): HttpError => new HttpError(409, message);
export const unauthorized = (message: string): HttpError => new HttpError(401, message);
export const forbidden = (message: string): HttpError => new HttpError(403, message);
export const unprocessable = (message: string, errors?: FieldError[]): HttpError => new HttpError(422, message, errors);
