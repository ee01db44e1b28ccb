import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';

/** A list store that loads a query unless it already shows it. */
export interface AddressedList<Q> {
  /** Loads `query` unless it is what the store holds or is loading. */
  ensureLoaded(query: Q): unknown;
}

/** A list page's query as its address says, and how to move to another. */
export interface ListAddress<Q> {
  /** The query the address says. */
  query: Q;
  /** The address's search part, as text (keys the filters' form to it). */
  searchText: string;
  /** Puts `next` in the address; `isSamePlace` keeps the scroll position (a filter, an order). */
  show: (next: Q, isSamePlace: boolean) => void;
}

/**
 * A list page's address: its query is parsed from the search part (and the route's `scope`, a
 * category slug), and the store loads it whenever the address changes. `parse` and `write` are
 * module functions, so a render does not ask again.
 */
export function useListAddress<Q>(
  store: AddressedList<Q>,
  parse: (search: URLSearchParams, scope?: string) => Q,
  write: (query: Q) => URLSearchParams,
  scope?: string,
): ListAddress<Q> {
  const [search, setSearch] = useSearchParams();
  const searchText = search.toString();

  useEffect(() => {
    void store.ensureLoaded(parse(new URLSearchParams(searchText), scope));
  }, [store, parse, scope, searchText]);

  return {
    query: parse(search, scope),
    searchText,
    show: (next, isSamePlace) => setSearch(write(next), { preventScrollReset: isSamePlace }),
  };
}
