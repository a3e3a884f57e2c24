// The admin's category form (a hierarchy, or a node of one): name, slug, description, and for a node its place
// (sort order, parent). Built on the API's own attribute schema (hierarchy-schema.ts), so the form refuses what
// PUT/POST /pcm/hierarchies… would refuse, in the same words. No server-only imports: the form loads it in the browser.
import { z } from "zod";
import { hierarchyAttributes, SORT_ORDER_LIMIT } from "./hierarchy-schema";

/** What the form posts: all text ("" for nothing). */
export type CategoryFormValues = { name: string; slug: string; description: string; sort_order?: string; parent?: string };

const blankToUndefined = (value: string) => (value.trim() === "" ? undefined : value.trim());

export const categoryFormSchema = z
  .object({
    name: z.string().default(""),
    slug: z.string().default(""),
    description: z.string().default(""),
    sort_order: z.string().optional(),
    parent: z.string().optional(),
  })
  .transform((values, ctx) => {
    const attributes = hierarchyAttributes.safeParse({ name: values.name, slug: blankToUndefined(values.slug), description: values.description });
    if (!attributes.success) {
      for (const issue of attributes.error.issues) {
        const field = String(issue.path[0] ?? "name");
        ctx.addIssue({ code: "custom", path: [field], message: field === "name" ? "Enter a name of at most 255 characters." : issue.message });
      }
    }
    let sortOrder: number | null | undefined;
    if (values.sort_order !== undefined) {
      const typed = values.sort_order.trim();
      sortOrder = typed === "" ? null : /^-?\d{1,7}$/.test(typed) && Math.abs(Number(typed)) <= SORT_ORDER_LIMIT ? Number(typed) : undefined;
      if (sortOrder === undefined) ctx.addIssue({ code: "custom", path: ["sort_order"], message: `Enter a whole number from -${SORT_ORDER_LIMIT} to ${SORT_ORDER_LIMIT}, or leave it empty.` });
    }
    if (!attributes.success || (values.sort_order !== undefined && sortOrder === undefined)) return z.NEVER;
    return {
      attributes: attributes.data,
      ...(values.sort_order !== undefined ? { sortOrder } : {}),
      /** The parent node's id; null for a top category; absent for a hierarchy. */
      ...(values.parent !== undefined ? { parentId: values.parent === "" ? null : values.parent } : {}),
    };
  });
