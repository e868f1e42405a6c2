import type { TablePaginationConfig, TableProps } from 'antd';
import type { SorterResult, SortOrder } from 'antd/es/table/interface';
import type { ListMeta } from '@shop/shared/contracts/common';

/** Where an admin list is: its page and page size, and for a sorted list its column and direction. */
export interface ListPosition<Sort extends string = never> {
  page: number;
  per_page: number;
  sort?: Sort;
  order?: 'asc' | 'desc';
}

/** The page sizes an admin list offers unless it names its own. */
export const LIST_PAGE_SIZES = [20, 50, 100];

/** The address's page size (`?per_page=`) when the list offers it, else the list's default. */
export const listPageSize = (value: string | null, fallback: number, sizes: readonly number[] = LIST_PAGE_SIZES): number =>
  sizes.find((size) => String(size) === value) ?? fallback;

interface ListTableOptions<Sort extends string> {
  /** The list's position as the address holds it (useUrlQuery's query). */
  query: ListPosition<Sort>;
  /** useUrlQuery's setter: the table changes the position and keeps the rest of the query (search, filters). */
  setQuery: (update: <Query extends ListPosition<Sort>>(query: Query) => Query) => void;
  /** The paging of the server's answer: the page and size the table shows, and the total. Without one, the address's. */
  meta?: ListMeta;
  /** The row count of a list the browser pages itself (no server paging). */
  total?: number;
  /** "N items", in the admin's language. */
  totalText?: (total: number) => string;
  /** The page sizes offered (LIST_PAGE_SIZES by default). */
  pageSizes?: number[];
  /** The columns the server sorts by, and the sort of a list no column is sorted by (the third click on a header). */
  sorts?: readonly Sort[];
  unsorted?: { sort: Sort; order: 'asc' | 'desc' };
}

/**
 * The pagination and sorting of an admin list's antd Table, kept in the address: a new page size starts at page 1,
 * a sorted column is the address's `sort` and `order`. `sortOrder(column)` is a column's `sortOrder`.
 */
export function listTable<Row, Sort extends string = never>({ query, setQuery, meta, total, totalText, pageSizes = LIST_PAGE_SIZES, sorts = [], unsorted }: ListTableOptions<Sort>) {
  const pagination: TablePaginationConfig = {
    current: meta?.current_page ?? query.page,
    pageSize: meta?.per_page ?? query.per_page,
    total: meta?.total ?? total ?? 0,
    showSizeChanger: true,
    pageSizeOptions: pageSizes,
    ...(totalText ? { showTotal: totalText } : {}),
  };
  const change: TableProps<Row>['onChange'] = (next, _filters, sorter) => {
    const perPage = next.pageSize ?? query.per_page;
    const position: ListPosition<Sort> = { page: perPage !== query.per_page ? 1 : (next.current ?? 1), per_page: perPage };
    if (unsorted) {
      const s = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<Row> | undefined;
      const column = s?.order ? sorts.find((sort) => sort === s.columnKey) : undefined;
      Object.assign(position, column ? { sort: column, order: s?.order === 'descend' ? 'desc' : 'asc' } : unsorted);
    }
    setQuery((current) => ({ ...current, ...position }));
  };
  const sortOrder = (column: Sort): SortOrder => (query.sort === column ? (query.order === 'desc' ? 'descend' : 'ascend') : null);
  return { tableProps: { pagination, onChange: change }, sortOrder };
}
