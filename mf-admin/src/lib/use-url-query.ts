import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * A list's state (page, sort, search, filters) kept in the address, so Back, a reload and a shared link show the same
 * list (issue 29). `parse` reads the query from the URL, leaving anything malformed at its default; `write` gives the
 * parameters of a query, undefined for a default (left out of the URL). Parameters of other concerns (e.g. `?edit=`)
 * are kept. Each change is a new history entry.
 */
export function useUrlQuery<T>(parse: (params: URLSearchParams) => T, write: (query: T) => Record<string, string | undefined>): [T, (next: T | ((query: T) => T)) => void] {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the query follows the address's text, not the object
  const query = useMemo(() => parse(new URLSearchParams(search)), [search]);
  const setQuery = useCallback(
    (next: T | ((query: T) => T)) =>
      setParams((current) => {
        const value = typeof next === 'function' ? (next as (query: T) => T)(parse(current)) : next;
        const updated = new URLSearchParams(current);
        for (const [name, text] of Object.entries(write(value))) {
          if (text === undefined) updated.delete(name);
          else updated.set(name, text);
        }
        return updated;
      }),
    [parse, setParams, write],
  );
  return [query, setQuery];
}

/** A positive whole number from the URL, else the default. */
export function positiveInt(value: string | null, fallback: number, max = 1_000_000): number {
  if (value === null || !/^\d{1,7}$/.test(value)) return fallback;
  const n = Number(value);
  return n >= 1 && n <= max ? n : fallback;
}

/** One of the allowed values of a parameter, else undefined (a hand-edited address falls back to no filter). */
export const oneOf = <T extends string>(value: string | null, allowed: readonly T[]): T | undefined => ((allowed as readonly string[]).includes(value ?? '') ? (value as T) : undefined);
