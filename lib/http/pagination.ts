import type { Page } from "@/lib/commerce/catalog/products";

/** EP's paged collection meta and links. */
export function pageMeta(path: string, page: Page, total: number) {
  const last = Math.max(0, Math.floor((Math.max(total, 1) - 1) / page.limit) * page.limit);
  const link = (offset: number) => `${path}?page[limit]=${page.limit}&page[offset]=${offset}`;
  return {
    meta: {
      page: { limit: page.limit, offset: page.offset, current: Math.floor(page.offset / page.limit) + 1, total: Math.ceil(total / page.limit) },
      results: { total },
    },
    links: {
      current: link(page.offset),
      first: link(0),
      last: link(last),
      prev: page.offset > 0 ? link(Math.max(0, page.offset - page.limit)) : null,
      next: page.offset + page.limit < total ? link(page.offset + page.limit) : null,
    },
  };
}
