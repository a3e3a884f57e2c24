import type { Page } from "@/lib/commerce/catalog/products";
import { publicOrigin } from "../origin/public-origin";

/**
 * EP's paged collection meta and links. Links keep the request's other query parameters (a filter, an
 * include) so that following one gives the next page of the same list. The catalog's links are absolute
 * (against the origin clients reach the store at, public-origin.ts) and its `last` is null when there is one
 * page, as EP's catalog gives them; `omitAbsent` leaves out a `prev` or `next` there is none of.
 */
export function pageMeta(
  path: string,
  page: Page,
  total: number,
  options: { request?: Request; catalog?: boolean; absolute?: boolean; omitAbsent?: boolean } = {},
) {
  const last = Math.max(0, Math.floor((Math.max(total, 1) - 1) / page.limit) * page.limit);
  const url = options.request ? new URL(options.request.url) : undefined;
  const kept = new URLSearchParams(url?.search ?? "");
  kept.delete("page[limit]");
  kept.delete("page[offset]");
  const rest = [...kept].map(([key, value]) => `&${encodeURIComponent(key)}=${encodeURIComponent(value)}`).join("");
  // The catalog's, the files' and the inventories' links are absolute URIs in EP's documents.
  const absolute = Boolean((options.catalog || options.absolute) && url);
  const base = absolute ? `${publicOrigin(options.request!)}${path}` : path;
  // Cart collections are typed without null links in EP's documents: there a missing page is left out.
  const absent = (name: string, value: string | null) => (value === null && options.omitAbsent ? {} : { [name]: value });
  // Absolute links are URIs: their brackets are percent-encoded (servers decode them alike).
  const limitKey = absolute ? "page%5Blimit%5D" : "page[limit]";
  const offsetKey = absolute ? "page%5Boffset%5D" : "page[offset]";
  const link = (offset: number) => `${base}?${limitKey}=${page.limit}&${offsetKey}=${offset}${rest}`;
  return {
    meta: {
      page: { limit: page.limit, offset: page.offset, current: Math.floor(page.offset / page.limit) + 1, total: Math.ceil(total / page.limit) },
      results: { total },
    },
    links: {
      ...(options.catalog ? { self: link(page.offset) } : {}),
      current: link(page.offset),
      first: link(0),
      last: options.catalog && last === 0 ? null : link(last),
      ...absent("prev", page.offset > 0 ? link(Math.max(0, page.offset - page.limit)) : null),
      ...absent("next", page.offset + page.limit < total ? link(page.offset + page.limit) : null),
    },
  };
}
