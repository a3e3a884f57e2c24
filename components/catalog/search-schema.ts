import { z } from "zod";

/** The storefront search's one field: what the shopper looks for. */
export const searchSchema = z.object({ q: z.string().trim().min(1, "Type what you are looking for.").max(100, "Search for at most 100 characters.") });
export type SearchInput = z.input<typeof searchSchema>;
