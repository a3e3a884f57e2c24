// What the administrators' customer list searches for (/admin/customers?q=…&page=…): text found in a customer's
// name or e-mail, any part of them, any case (the customer store's `search` compares it so, its own % and _ taken
// literally). A list is never refused: a malformed page is the first.
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
