// The folded texts the admin lists search and sort by, stored beside the rows (decision 0070): the same folding as the
// orders' search (searchFold), so what is stored and what is typed compare alike on SQLite and PostgreSQL.
import { searchFold } from './text.ts';

/** A name's or title's sort key: lower case without diacritics ("Čech" sorts as "cech", among the C's). */
export const sortKey = (text: string): string => searchFold(text).slice(0, 500);

/** What the posts list's search looks in for one language of a post: its title and lead. */
export const postSearchText = (title: string, perex: string): string => searchFold(`${title} | ${perex}`).slice(0, 4000);
