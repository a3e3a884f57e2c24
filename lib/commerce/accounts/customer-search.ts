// What the administrators' customer list searches for (/admin/customers?q=…&page=…): words found in an account's
// name or a member's name or e-mail; a whole e-mail address also finds the orders guests placed with it. A list is
// never refused: a malformed page is the first.
import { z } from "zod";

export const CUSTOMER_SEARCH_MAX = 200;

const querySchema = z.object({
  q: z
    .string()
    .transform((text) => text.trim().slice(0, CUSTOMER_SEARCH_MAX))
    .optional()
    .catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).optional().catch(undefined),
});

export type CustomerQuery = { q: string; page: number };

export function parseCustomerQuery(query: Record<string, string | string[] | undefined>): CustomerQuery {
  const first = Object.fromEntries(Object.entries(query).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]));
  const parsed = querySchema.parse(first);
  return { q: parsed.q ?? "", page: parsed.page ?? 1 };
}

/** The search as an e-mail address guests may have ordered with, or undefined when it is not one. */
export function guestEmailOf(q: string): string | undefined {
  const text = q.trim();
  return z.email().safeParse(text).success ? text.toLowerCase() : undefined;
}
