import type { TablePaginationConfig, TableProps } from 'antd';
import type { SorterResult, SortOrder } from 'antd/es/table/interface';

/** Where an admin list is: its page and page size, and for a sorted list its column and direction. */
export interface ListPosition<Sort extends string = never> {
  page: number;
  per_page: number;
  sort?: Sort;
  order?: 'asc' | 'desc';
}

interface ListTableOptions<Sort extends string> {
  /** The list's position as the address holds it (useUrlQuery). */
  query: ListPosition<Sort>;
  /** The address's new position (useUrlQuery's setter, limited to the position's fields). */
  onChange: (position: ListPosition<Sort>) => void;
  /** The page and size the table shows now: the server's answer when there is one, else the address's. */
  current?: { page: number; per_page: number };
  total: number;
  /** "N items", in the admin's language. */
  totalText?: (total: number) => string;
  pageSizes: number[];
  /** The columns the server sorts by, and the sort of a list no column is sorted by (the third click on a header). */
  sorts?: readonly Sort[];
  unsorted?: { sort: Sort; order: 'asc' | 'desc' };
}

/**
 * The pagination and sorting of an admin list's antd Table, kept in the address: a new page size starts at page 1,
 * a sorted column is the address's `sort` and `order`. `sortOrder(column)` is a column's `sortOrder`.
 */
export function listTable<Row, Sort extends string = never>({ query, onChange, current, total, totalText, pageSizes, sorts = [], unsorted }: ListTableOptions<Sort>) {
  const pagination: TablePaginationConfig = {
    current: current?.page ?? query.page,
    pageSize: current?.per_page ?? query.per_page,
    total,
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
    onChange(position);
  };
  const sortOrder = (column: Sort): SortOrder => (query.sort === column ? (query.order === 'desc' ? 'descend' : 'ascend') : null);
  return { tableProps: { pagination, onChange: change }, sortOrder };
}
