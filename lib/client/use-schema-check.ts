// A form's zod schema loaded when the form is first used: the schema's module and zod (31 kB gzip) come with the
// first focus or submit rather than with the page, so every page keeps within its first-load budget while its form
// (react-hook-form, through lazyZodResolver in lazy-resolver.ts) still refuses what the API would refuse, in the same
// words.

/** What a form needs of a zod schema. */
export type FormSchema<Out> = {
  safeParse(value: unknown):
    | { success: true; data: Out }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
};

/** Imports a schema's module on the first call (and again after an import that failed). */
export function lazySchema<Out>(load: () => Promise<FormSchema<Out>>): () => Promise<FormSchema<Out>> {
  let loading: Promise<FormSchema<Out>> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}

/** Starts loading a schema (on a form's first focus, say), so that the first check needs no wait. */
export const preload = (schema: () => Promise<unknown>) => void schema().catch(() => {});
