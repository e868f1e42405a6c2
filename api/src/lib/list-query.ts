// The admin lists' query strings (page, size, sort, filters): a bad value is the caller's mistake, answered 422 with
// the message code the frontends word (`list.invalidQuery`), and the field it concerns.
import type { FastifyRequest } from 'fastify';
import type { ListMeta } from '@shop/shared/contracts/common';
import { fieldErrors } from '../plugins/error-handler.ts';
import { unprocessable } from './errors.ts';
import { searchFold } from './text.ts';

/** LIKE pattern for a literal substring (% and _ escaped with \; the query adds ESCAPE '\'). */
export const likeOf = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** LIKE pattern for a part of a folded search text (searchFold: lower case, no diacritics), for columns stored folded. */
export const foldedLikeOf = (text: string): string => likeOf(searchFold(text));

/** Throws the 422 of a route declared with `attachValidation: true` when its query string did not validate. */
export function assertValidListQuery(req: FastifyRequest): void {
  if (!req.validationError) return;
  const errors = fieldErrors(req.validationError.validation, 'querystring');
  throw unprocessable(`Invalid querystring: ${[...new Set(errors.map((e) => e.field))].join(', ') || 'query'}`, errors, 'list.invalidQuery');
}

/** A list page's meta: where it is and how many pages the total fills (at least one, for an empty list). */
export function listMeta(page: number, perPage: number, total: number): ListMeta {
  return { current_page: page, per_page: perPage, total, last_page: Math.max(1, Math.ceil(total / perPage)) };
}
