// React's reply format, as a Server Action call carries its arguments: a JSON list (a text body, or a form's
// field "0" beside the parts it refers to). A string starting with "$" is not text but a reference: to a
// special value ("$undefined", "$NaN", "$D<date>", "$n<bigint>"…) or to another part of the body ("$1",
// "$K1" a form, "$Q1" a Map, "$W1" a Set, "$@1" a promise, "$B1" a blob). The framework decodes the arguments
// before it looks at the action, and a reference it cannot follow — a part that is not there, a bigint that is
// not a number, a kind it does not know — fails there as a 500. This check refuses such a body first (the
// proxy answers 400): only the kinds of reference a call to one of this store's actions can need, each to a part
// that is there, holds what the reference says and, unless a promise waits for it, came before the list (the
// framework reads the list as soon as it arrives, and a part it refers to that has not arrived yet fails there;
// React's client writes every part before the list, and a promise's part after it).
import { MAX_DEPTH } from "./body";

const CONSTANTS = new Set(["$undefined", "$NaN", "$Infinity", "$-Infinity", "$-0"]);

type Parts = FormData | undefined;

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

/** What a reference is read against: the body's parts, those before the list, the parts being followed. */
type Reading = { parts: Parts; beforeList: Set<string>; following: Set<string> };

/** Why these arguments would fail in the framework's decoding; undefined when they would not. */
export function replyProblem(root: unknown, parts?: Parts): string | undefined {
  if (!Array.isArray(root)) return "The action's arguments are not a list.";
  const names = parts ? [...parts.keys()] : [];
  const listAt = names.indexOf("0");
  const beforeList = new Set(listAt === -1 ? names : names.slice(0, listAt));
  return valueProblem(root, { parts, beforeList, following: new Set() }, 0, false);
}

/** `awaited`: the value is inside a promise's part, which the framework reads when it arrives, not with the list. */
function valueProblem(value: unknown, reading: Reading, depth: number, awaited: boolean): string | undefined {
  if (depth > MAX_DEPTH) return "The action's arguments are nested too deep.";
  if (typeof value === "string") return value.startsWith("$") ? referenceProblem(value, reading, depth, awaited) : undefined;
  if (value === null || typeof value !== "object") return undefined;
  for (const item of Array.isArray(value) ? value : Object.values(value)) {
    const problem = valueProblem(item, reading, depth + 1, awaited);
    if (problem) return problem;
  }
  return undefined;
}

function referenceProblem(text: string, { parts, beforeList, following }: Reading, depth: number, awaited: boolean): string | undefined {
  if (text.startsWith("$$") || CONSTANTS.has(text) || text.startsWith("$D")) return undefined;
  if (text.startsWith("$n")) {
    try {
      BigInt(text.slice(2));
      return undefined;
    } catch {
      return "The action's arguments hold a bigint that is not a number.";
    }
  }
  const match = /^\$([KQW@B]?)([0-9a-f]+)$/.exec(text);
  if (!match) return "The action's arguments hold a reference of a kind no action here takes.";
  if (!parts) return "The action's arguments refer to parts a list of arguments cannot have.";
  const [, kind, hex] = match;
  // The client names a part by its number in hex in the reference and in decimal in the form.
  const name = String(parseInt(hex, 16));
  if (kind === "K") return undefined;
  const part = parts.get(name);
  if (part === null) return "The action's arguments refer to a part the body does not have.";
  if (kind !== "@" && !awaited && !beforeList.has(name)) return "The action's arguments refer to a part that comes after them.";
  if (kind === "B") return typeof part === "string" ? "The action's arguments refer to a value where a file belongs." : undefined;
  if (typeof part !== "string") return "The action's arguments refer to a file where a value belongs.";
  if (following.has(name)) return "The action's arguments refer to themselves.";
  let value: unknown;
  try {
    value = JSON.parse(part);
  } catch {
    return "A part of the action's arguments is not JSON.";
  }
  if (kind === "Q" && !(Array.isArray(value) && value.every((entry) => Array.isArray(entry)))) return "A Map's part is not a list of entries.";
  if (kind === "W" && !Array.isArray(value)) return "A Set's part is not a list.";
  following.add(name);
  const problem = valueProblem(value, { parts, beforeList, following }, depth + 1, awaited || kind === "@");
  following.delete(name);
  return problem;
}
