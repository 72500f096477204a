/** Parsed `page` / `page_size` of a list call (the contract fills the defaults). */
export interface PageQuery {
  page: number;
  page_size: number;
}

export interface Page<T> {
  list: T[];
  total: number;
  page: number;
  page_size: number;
}

/** Prisma's `skip`/`take` for a page. */
export function pageWindow({ page, page_size }: PageQuery): { skip: number; take: number } {
  return { skip: (page - 1) * page_size, take: page_size };
}

export function toPage<T>(list: T[], total: number, { page, page_size }: PageQuery): Page<T> {
  return { list, total, page, page_size };
}
