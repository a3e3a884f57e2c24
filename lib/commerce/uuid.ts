// The store's one rule for "a UUID": what an id in a path, a body or a form must look like to name a row. Every
// resource id is a PostgreSQL `uuid` (docs/ids.md). PostgreSQL's input for that type also takes braces, no hyphens
// and hyphens after any group of four digits; the API takes only the hyphenated 8-4-4-4-12 hex form, in either case,
// of any version or variant: the form EP writes its ids in and the form PostgreSQL prints, so an id the store
// accepts is one it could have handed out. uuid.test.ts binds the rule to what PostgreSQL accepts.
import { z } from "zod";

const UUID_TEXT = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

declare const uuidBrand: unique symbol;
/** An id that fits the rule, lower-cased as PostgreSQL prints it: parsed where the request entered. */
export type Uuid = string & { readonly [uuidBrand]: true };

/** Whether `value` fits the rule (a lookup by anything else is a 404 without a query). */
export const isUuid = (value: string): boolean => UUID_TEXT.test(value);

/** `value` as a Uuid, or undefined when it does not fit the rule. */
export const parseUuid = (value: string): Uuid | undefined => (UUID_TEXT.test(value) ? (value.toLowerCase() as Uuid) : undefined);

/** A row's own id, as the store handed it out (PostgreSQL prints a uuid lower-cased): a Uuid by construction, for
 * the domain's calls with ids it read itself, not ids a request sent. */
export const storedUuid = (id: string): Uuid => id as Uuid;

/** A zod field for an id in a body or a form: the rule, then the Uuid (a `format` error with `message` otherwise). */
export const uuidField = (message = "Invalid UUID") =>
  z
    .string()
    .regex(UUID_TEXT, message)
    .transform((value) => value.toLowerCase() as Uuid);
