// zod issues → the contract's JSON-schema-style error objects (title keyword, source path, meta.value).
import { z } from "zod";
import { ApiError, type ErrorObject } from "./errors";

type Path = readonly PropertyKey[];

/** `data.custom_inputs.front`, `data[2].quantity`: the path as the contract writes it. */

export function sourcePath(prefix: string, path: Path): string {
  let out = prefix;
  for (const part of path) {
    if (typeof part === "number") out += `[${part}]`;
    else out += out ? `.${String(part)}` : String(part);
  }
  return out;
}

function valueAt(input: unknown, path: Path): unknown {
  let current: unknown = input;
  for (const part of path) {
    if (current === null || typeof current !== "object") return undefined;
    current = (current as Record<PropertyKey, unknown>)[part as string];
  }
  return current;
}

function titleOf(issue: z.core.$ZodIssue, value: unknown): string {
  switch (issue.code) {
    case "invalid_type":
      return value === undefined ? "required" : "invalid_type";
    case "too_small":
      return issue.origin === "string" ? "string_gte" : issue.origin === "array" ? "array_gte" : "number_gte";
    case "too_big":
      return issue.origin === "string" ? "string_lte" : issue.origin === "array" ? "array_lte" : "number_lte";
    case "invalid_format":
    case "invalid_key":
      return "format";
    case "invalid_value":
      return value === undefined ? "required" : "enum";
    case "unrecognized_keys":
      return "additional_properties";
    case "custom":
      return (issue.params?.title as string | undefined) ?? "invalid";
    default:
      return issue.code;
  }
}

/**
 * Turns zod issues into error objects. `root` is the parsed value the issue paths start from and
 * `prefix` is how that value is named in `source` (`data`, `data[2]`).
 */
export function issuesToErrors(issues: z.core.$ZodIssue[], root: unknown, prefix = "data"): ErrorObject[] {
  const errors: ErrorObject[] = [];
  for (const issue of issues) {
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys) {
        const path = [...issue.path, key];
        errors.push({
          status: 400,
          title: "additional_properties",
          detail: `${key} is not a recognised field`,
          source: sourcePath(prefix, path),
          meta: { value: valueAt(root, path) },
        });
      }
      continue;
    }
    const value = valueAt(root, issue.path);
    const status = issue.code === "custom" && typeof issue.params?.status === "number" ? issue.params.status : 400;
    const error: ErrorObject = {
      status,
      title: titleOf(issue, value),
      detail:
        value === undefined && (issue.code === "invalid_type" || issue.code === "invalid_value")
          ? `${sourcePath(prefix, issue.path)} is required`
          : issue.message,
      source: sourcePath(prefix, issue.path),
    };
    const extraMeta = issue.code === "custom" ? (issue.params?.meta as object | undefined) : undefined;
    error.meta = { value: value === undefined ? null : value, ...(extraMeta ?? {}) };
    errors.push(error);
  }
  return errors;
}

/** Parses `input` with `schema` or throws an ApiError listing every problem at once. */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown, prefix = "data"): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw new ApiError(issuesToErrors(result.error.issues, input, prefix));
}
