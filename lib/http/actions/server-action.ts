// The edge of every Server Action. A Server Action is a public endpoint: anyone can POST to a page with its
// id in the Next-Action header and any list of arguments React's reply format can carry (strings, numbers,
// objects, arrays, FormData, too many or too few of them), whatever the action's TypeScript signature says.
// Each action therefore parses its arguments with a zod tuple before it does anything, here; what does not
// fit is refused without running any of the action: the framework's 404, the answer Next itself gives to an
// action it does not know (a Server Action cannot answer 400: only redirect, 404, 403 and 401 leave the
// framework as other than 500). Text the store cannot keep (a NUL, an unpaired surrogate) is refused
// anywhere in the arguments, as the API refuses it in a body (body.ts).
import { notFound } from "next/navigation";
import { z } from "zod";
import { isUnstorableText, MAX_DEPTH } from "../api/body";
import { log } from "../logging/log";

/** A form's fields (an action given to `<form action>`, or the second argument of a useActionState action). */
export const formArg = z.instanceof(FormData);

/** What a useActionState action is given back as its previous state: the action ignores it, so anything. */
export const previousStateArg = z.unknown();

/** An action called from a form it ignores (sign out, dismiss): the form's fields, or nothing. */
export const ignoredFormArgs = z.tuple([formArg.optional()]);

/** An id or a short value passed as an argument (an order id, a bound subscription id). */
export const idArg = z.string().min(1).max(200);

/** Whether any text in the arguments (FormData fields and names, strings, keys) is text the store cannot keep. */
function holdsUnstorableText(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return isUnstorableText(value);
  if (value === null || typeof value !== "object") return false;
  if (depth > MAX_DEPTH) return true;
  if (value instanceof FormData) {
    for (const [name, entry] of value) if (isUnstorableText(name) || (typeof entry === "string" && isUnstorableText(entry))) return true;
    return false;
  }
  if (value instanceof Map) return [...value].some(([k, v]) => holdsUnstorableText(k, depth + 1) || holdsUnstorableText(v, depth + 1));
  if (value instanceof Set) return [...value].some((v) => holdsUnstorableText(v, depth + 1));
  if (Array.isArray(value)) return value.some((v) => holdsUnstorableText(v, depth + 1));
  if (value instanceof Date || value instanceof Blob) return false;
  return Object.entries(value).some(([k, v]) => isUnstorableText(k) || holdsUnstorableText(v, depth + 1));
}

export type ActionArgumentsVerdict<T> = { ok: true; args: T } | { ok: false; issues: string[] };

/** The arguments parsed with `schema`, or why they are refused (kept apart from notFound() for tests). */
export function parseActionArguments<S extends z.ZodType>(args: readonly unknown[], schema: S): ActionArgumentsVerdict<z.output<S>> {
  let parsed;
  try {
    if (holdsUnstorableText(args)) return { ok: false, issues: ["text with a NUL or an unpaired surrogate, or nested too deep"] };
    parsed = schema.safeParse(args);
  } catch {
    // A value that throws when looked at (the framework's stand-in for something the client could not send).
    return { ok: false, issues: ["a value that cannot be read"] };
  }
  if (!parsed.success) return { ok: false, issues: parsed.error.issues.map((issue) => `${issue.path.join(".") || "(arguments)"}: ${issue.message}`) };
  return { ok: true, args: parsed.data };
}

/**
 * The first thing every Server Action does: its arguments, parsed with its tuple `schema`; when they do not
 * fit, the call is refused (404) before anything is read or changed. `action` names it in the log line.
 */
export function actionArguments<S extends z.ZodType>(action: string, args: readonly unknown[], schema: S): z.output<S> {
  const verdict = parseActionArguments(args, schema);
  if (verdict.ok) return verdict.args;
  // The issues name paths and kinds, never the values (which may be a password or an address).
  log("warn", "server action refused", { action, issues: verdict.issues.slice(0, 5) });
  notFound();
}
