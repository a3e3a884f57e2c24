// A page of a list as the API's clients ask for it: `page[limit]` (1–100, default 25) and `page[offset]` (at most
// 10,000), refused in the envelope when out of range.
import { z } from "zod";
import { parseOrThrow } from "./validation";

export type Page = { limit: number; offset: number };

/** The furthest offset a page may start at (EP's `page_offset_limit`). */
export const PAGE_OFFSET_LIMIT = 10_000;

const pageSchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(25),
  offset: z.coerce.number().int().min(0).max(PAGE_OFFSET_LIMIT).default(0),
});

export function parsePage(query: URLSearchParams): Page {
  return parseOrThrow(
    pageSchema,
    { limit: query.get("page[limit]") ?? undefined, offset: query.get("page[offset]") ?? undefined },
    "page",
  );
}
