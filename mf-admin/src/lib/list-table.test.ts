import { describe, expect, it } from 'vitest';
import type { SorterResult } from 'antd/es/table/interface';
import { listPageSize, listTable, type ListPosition } from './list-table.ts';

type Row = { id: number };
type Sort = 'name' | 'date';

/** The position an admin list moves to after one change of its table (a page, a size, a header click). */
function after(query: ListPosition<Sort>, page: { current: number; pageSize: number }, sorter: SorterResult<Row> = {}) {
  let moved: ListPosition<Sort> | undefined;
  const { tableProps } = listTable<Row, Sort>({ query, setQuery: (update) => (moved = update(query)), total: 500, pageSizes: [20, 50], sorts: ['name', 'date'], unsorted: { sort: 'date', order: 'desc' } });
  tableProps.onChange?.(page, {}, sorter, { action: 'paginate', currentDataSource: [] });
  return moved;
}

describe('an admin list table in the address', () => {
  const query: ListPosition<Sort> = { page: 3, per_page: 20, sort: 'name', order: 'asc' };

  it('keeps the sorted column while paging, and starts at page 1 with a new page size', () => {
    const sortedByName: SorterResult<Row> = { columnKey: 'name', order: 'ascend' };
    expect(after(query, { current: 4, pageSize: 20 }, sortedByName)).toEqual({ page: 4, per_page: 20, sort: 'name', order: 'asc' });
    expect(after(query, { current: 3, pageSize: 50 }, sortedByName)).toEqual({ page: 1, per_page: 50, sort: 'name', order: 'asc' });
  });

  it('sorts by a clicked column in its direction, and returns to the list’s own order on the third click', () => {
    expect(after(query, { current: 3, pageSize: 20 }, { columnKey: 'date', order: 'descend' })).toMatchObject({ sort: 'date', order: 'desc' });
    expect(after(query, { current: 3, pageSize: 20 }, { columnKey: 'name', order: undefined })).toMatchObject({ sort: 'date', order: 'desc' });
    // A column the server does not sort by is no sort.
    expect(after(query, { current: 3, pageSize: 20 }, { columnKey: 'cover', order: 'ascend' })).toMatchObject({ sort: 'date', order: 'desc' });
  });

  it('marks the sorted column for antd and no other', () => {
    const { sortOrder } = listTable<Row, Sort>({ query: { ...query, order: 'desc' }, setQuery: () => undefined, total: 0, pageSizes: [20] });
    expect([sortOrder('name'), sortOrder('date')]).toEqual(['descend', null]);
  });

  it('keeps the rest of the query (the search, the filters) when the table moves', () => {
    const searched = { ...query, q: 'brána', entity: 'product' };
    let moved: typeof searched | undefined;
    const { tableProps } = listTable<Row, Sort>({ query: searched, setQuery: (update) => (moved = update(searched)), total: 500, pageSizes: [20, 50] });
    tableProps.onChange?.({ current: 5, pageSize: 20 }, {}, {}, { action: 'paginate', currentDataSource: [] });
    expect(moved).toEqual({ ...searched, page: 5 });
  });

  it('shows the page, size and total of the server\'s answer when there is one, else the address\'s', () => {
    const meta = { current_page: 2, per_page: 50, total: 120, last_page: 3 };
    const served = listTable<Row, Sort>({ query, setQuery: () => undefined, meta, pageSizes: [20, 50], totalText: (n) => `Total: ${n}` }).tableProps.pagination;
    expect([served.current, served.pageSize, served.total]).toEqual([2, 50, 120]);
    expect(served.showTotal?.(120, [1, 50])).toBe('Total: 120');
    const waiting = listTable<Row, Sort>({ query, setQuery: () => undefined, pageSizes: [20, 50] }).tableProps.pagination;
    expect([waiting.current, waiting.pageSize, waiting.total]).toEqual([3, 20, 0]);
  });

  it('reads a page size from the address only when the list offers it', () => {
    expect(listPageSize('50', 20)).toBe(50);
    expect([listPageSize('30', 20), listPageSize('1000000', 50), listPageSize('abc', 50), listPageSize(null, 50)]).toEqual([20, 50, 50, 50]);
    expect(listPageSize('10', 20, [10, 20, 50, 100])).toBe(10);
    expect(listPageSize('10', 20)).toBe(20);
  });
});
