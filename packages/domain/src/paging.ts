/**
 * Lists (API.md "Lists"): `page` from 1, `page_size` from 1 to PAGE_SIZE_MAX (PAGE_SIZE_DEFAULT
 * when absent), answered as `{ list, total, page, page_size }`.
 */

export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 100;

/** A list call's `page` / `page_size` (the contract has filled the defaults). */
export interface PageQuery {
  page: number;
  page_size: number;
}

export interface Page<T> extends PageQuery {
  list: T[];
  total: number;
}

/** How many rows the pages before `page` hold, and how many this one takes (SQL offset/limit). */
export function pageWindow({ page, page_size }: PageQuery): { skip: number; take: number } {
  return { skip: (page - 1) * page_size, take: page_size };
}

/** The page of `list` (already windowed) out of `total` rows. */
export function toPage<T>(list: T[], total: number, { page, page_size }: PageQuery): Page<T> {
  return { list, total, page, page_size };
}

/** One page of an in-memory list. */
export function pageOf<T>(all: readonly T[], query: PageQuery): Page<T> {
  const { skip, take } = pageWindow(query);
  return toPage(all.slice(skip, skip + take), all.length, query);
}

/** How many pages `total` rows fill at `page_size` (0 for none). */
export function totalPages({
  total,
  page_size,
}: Pick<Page<unknown>, 'total' | 'page_size'>): number {
  return page_size > 0 ? Math.ceil(total / page_size) : 0;
}

/**
 * The page after `last`, or undefined when `last` reached the end (infinite lists). An empty
 * page ends the list too, whatever `total` says (rows deleted while scrolling).
 */
export function nextPage(
  last: Pick<Page<unknown>, 'page' | 'page_size' | 'total'> & { list?: readonly unknown[] },
): number | undefined {
  if (last.list?.length === 0) return undefined;
  return last.page * last.page_size < last.total ? last.page + 1 : undefined;
}
