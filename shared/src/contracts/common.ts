import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { LANGUAGES } from '../languages.ts';

/** A site language's code in the API's contracts; the languages themselves are defined in languages.ts only. */
export const Lang = Type.Union(LANGUAGES.map((l) => Type.Literal(l.code)));
export type Lang = Static<typeof Lang>;

/** Every language's slug of one record, so a page can offer the same page in another language. */
export const Slugs = Type.Record(Type.String(), Type.String(), { description: 'slug per language code' });

export const ListMeta = Type.Object({
  current_page: Type.Integer({ minimum: 1 }),
  last_page: Type.Integer({ minimum: 1 }),
  per_page: Type.Integer({ minimum: 1 }),
  total: Type.Integer({ minimum: 0 }),
});
export type ListMeta = Static<typeof ListMeta>;

/** A list's answer: one page of `item`s and where that page stands (`{ data, meta }`), the same for every list. */
export const listOf = <T extends TSchema>(item: T) => Type.Object({ data: Type.Array(item), meta: ListMeta });

/** The direction of a list's sort (`order=`). */
export const SortOrder = Type.Union([Type.Literal('asc'), Type.Literal('desc')]);
export type SortOrder = Static<typeof SortOrder>;

/** The paging of an admin list's query: `page` from 1, `per_page` up to 100 (20 unless asked). */
export const ListPaging = {
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 })),
  per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
};

/** A list's search text (`q=`): a part of a word, case and diacritics ignored where the list says so. */
export const ListSearchText = Type.String({ maxLength: 200 });

/** Amounts are euros as numbers with two decimals (stored as integer cents). */
export const Price = Type.Object({
  without_vat: Type.Number(),
  with_vat: Type.Number(),
  vat_rate: Type.Number({ description: 'percent, e.g. 23' }),
  currency: Type.Literal('EUR'),
});
export type Price = Static<typeof Price>;

/** A message's parameters, e.g. { children: 2, products: 20 } for a category that is not empty. */
export const MessageParams = Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()]));
export type MessageParams = Static<typeof MessageParams>;

export const ApiError = Type.Object({
  statusCode: Type.Integer(),
  error: Type.String(),
  /** English, for API callers and logs; frontends show `code` (with `params`) in their reader's language. */
  message: Type.String(),
  /** A stable message code the frontends translate (e.g. "auth.sessionExpired"), with its parameters. */
  code: Type.Optional(Type.String()),
  params: Type.Optional(MessageParams),
  errors: Type.Optional(
    Type.Array(Type.Object({ field: Type.String(), message: Type.String(), code: Type.Optional(Type.String()), params: Type.Optional(MessageParams) })),
  ),
  /** The request's id (also the X-Request-Id header): in the server's log lines of the request, for a person to quote. */
  requestId: Type.Optional(Type.String()),
});
export type ApiError = Static<typeof ApiError>;

export const PageQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});
