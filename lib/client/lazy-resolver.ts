"use client";
// react-hook-form's zod resolver over a schema loaded on the form's first check: the server's own schema, zod and
// the resolver come with the first focus or submit rather than with the page, so every page keeps within its
// first-load budget (docs/performance.md) while the form refuses what the API would refuse, in the same words.
import type { FieldValues, Resolver } from "react-hook-form";
import type { FormSchema } from "./use-schema-check";

const loadResolver = () => import("@hookform/resolvers/zod").then((m) => m.zodResolver);

export function lazyZodResolver<Values extends FieldValues>(schema: () => Promise<FormSchema<unknown>>): Resolver<Values> {
  return async (values, context, options) => {
    const [zodResolver, loaded] = await Promise.all([loadResolver(), schema()]);
    return zodResolver(loaded as never)(values as never, context, options as never) as never;
  };
}
