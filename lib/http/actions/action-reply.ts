// The proxy's guard on a Server Action call's arguments (action-limit.ts). The framework decodes the arguments
// before it looks at the action, and a body it cannot decode fails there as a 500; no supported way to answer
// it otherwise exists in Next 16 (vercel/next.js#86945 is open; the fixes proposed upstream, #90109 and #98105,
// are not released), so the proxy refuses such a body first with a 400.
//
// The guard does not re-implement React's reply format: it lets through only what React's client encoder
// writes for the arguments this store's actions take (action-reply.test.ts encodes each of them with the
// installed framework's own encoder, so an upgrade that writes them differently fails that test, not the
// shop): a JSON list whose strings starting with "$" are the encoder's escapes and special values ("$$…",
// "$undefined", "$NaN", "$Infinity", "$-Infinity", "$-0", a date "$D…", a bigint "$n…") or, in a multipart
// call, a form "$K<n>" (its fields travel beside the list, prefixed). Any other reference (to a part, a
// Map, a Set, a promise, a file outside a form, a path into the list) is refused: no action here takes one.
import { MAX_DEPTH } from "../api/body";

const CONSTANTS = new Set(["$undefined", "$NaN", "$Infinity", "$-Infinity", "$-0"]);

/**
 * Why a script's multipart call would fail before its arguments are even read: the framework hands a field
 * whose name reads as a number (`+name`: "" and " 1" too) to the part of that number as it arrives, so a
 * second field for one part, or a name that only reads as one ("", "01", "1e0"), overwrites a part already
 * decoded (the list itself, for "" or a second "0") and fails.
 */
export function partsProblem(parts: FormData): string | undefined {
  const seen = new Set<string>();
  for (const name of parts.keys()) {
    if (Number.isNaN(+name)) continue;
    if (!/^(0|[1-9][0-9]*)$/.test(name)) return "A field of the action's arguments is named like a part but is not one.";
    if (seen.has(name)) return "A part of the action's arguments comes twice.";
    seen.add(name);
  }
  return undefined;
}

/** Why these arguments (the list, from a text body or a multipart call's field "0") would fail in the framework's decoding. */
export function replyProblem(root: unknown, multipart = false): string | undefined {
  if (!Array.isArray(root)) return "The action's arguments are not a list.";
  return valueProblem(root, multipart, 0);
}

function valueProblem(value: unknown, multipart: boolean, depth: number): string | undefined {
  if (depth > MAX_DEPTH) return "The action's arguments are nested too deep.";
  if (typeof value === "string") return value.startsWith("$") ? referenceProblem(value, multipart) : undefined;
  if (value === null || typeof value !== "object") return undefined;
  for (const item of Array.isArray(value) ? value : Object.values(value)) {
    const problem = valueProblem(item, multipart, depth + 1);
    if (problem) return problem;
  }
  return undefined;
}

function referenceProblem(text: string, multipart: boolean): string | undefined {
  if (text.startsWith("$$") || CONSTANTS.has(text) || text.startsWith("$D")) return undefined;
  if (text.startsWith("$n")) return /^-?[0-9]+$/.test(text.slice(2)) ? undefined : "The action's arguments hold a bigint that is not a number.";
  if (!/^\$K[0-9a-f]+$/.test(text)) return "The action's arguments hold a reference of a kind no action here takes.";
  return multipart ? undefined : "The action's arguments refer to a form a list of arguments cannot carry.";
}
