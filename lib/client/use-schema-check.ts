"use client";
// A form's checks with the server's own zod schema, loaded when the form is first used: the schema's
// module and zod (31 kB gzip) come with the first focus or submit rather than with the page, so every
// page keeps within its first-load budget while its form still refuses what the API would refuse, in
// the same words. A field is checked when left and, once left (or once the form was submitted), as it
// changes; every field on submit, when focus goes to the first one refused. Leaving a field only adds
// a message, never clears one: a message vanishing on blur would move what is under the pointer that
// is about to click. Messages are keyed by the field's path ("customer.email", "discounts"), which is
// also the input's `name`; those the server returns are set with setErrors.
import { useRef, useState } from "react";

/** What a form needs of a zod schema. */
export type FormSchema<Out> = {
  safeParse(value: unknown):
    | { success: true; data: Out }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
};

export type FieldErrors = Record<string, string>;

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

const loadChecks = () => import("./form-checks");

export function useSchemaCheck<Values, Out>(schema: () => Promise<FormSchema<Out>>, mode: "touched" | "change" = "touched") {
  const [errors, setErrors] = useState<FieldErrors>({});
  const touched = useRef(new Set<string>());
  const submitted = useRef(false);

  async function judged(values: Values) {
    const [loaded, checks] = await Promise.all([schema(), loadChecks()]);
    return { ...checks.judge(loaded, values), checks };
  }

  async function recheck(values: Values, name: string, clear: boolean) {
    try {
      const { messages, checks } = await judged(values);
      setErrors((current) => checks.recheckField(current, messages, name, clear));
    } catch {
      // The schema could not be loaded: the server still judges on submit.
    }
  }

  return {
    errors,
    setErrors,
    /** Back to a fresh form: no messages, no field left yet. */
    reset() {
      setErrors({});
      touched.current.clear();
      submitted.current = false;
    },
    preload() {
      preload(schema);
      preload(loadChecks);
    },
    /** The field `name` was left, with the form now holding `values`. */
    blurred(name: string, values: Values) {
      touched.current.add(name);
      void recheck(values, name, false);
    },
    /** The field `name` changed; `values` holds the change. */
    changed(name: string, values: Values) {
      if (mode === "change" || submitted.current || touched.current.has(name)) void recheck(values, name, true);
    },
    /**
     * Checks every field, as on submit: the parsed values, or undefined with the messages shown and
     * focus on the first field of `form` refused. Throws when the schema cannot be loaded.
     */
    async validate(values: Values, form?: HTMLFormElement | null): Promise<Out | undefined> {
      submitted.current = true;
      const { data, messages, checks } = await judged(values);
      setErrors(messages);
      checks.firstRefused(form, messages)?.focus();
      return data;
    },
  };
}
