import { describe, expect, it } from "vitest";
import { z } from "zod";
import { formArg, idArg, ignoredFormArgs, parseActionArguments, previousStateArg } from "./server-action";

const form = (entries: [string, string][]) => {
  const data = new FormData();
  for (const [k, v] of entries) data.append(k, v);
  return data;
};

describe("Server Action arguments", () => {
  const stateAndForm = z.tuple([previousStateArg, formArg]);

  it("takes what React's client sends: the previous state and the form", () => {
    const verdict = parseActionArguments([{ error: "x" }, form([["email", "a@example.com"]])], stateAndForm);
    expect(verdict.ok).toBe(true);
    if (verdict.ok) expect(verdict.args[1].get("email")).toBe("a@example.com");
    expect(parseActionArguments([undefined, form([])], stateAndForm).ok).toBe(true);
  });

  it("refuses arguments of the wrong kinds, too many or too few", () => {
    for (const args of [[], [form([])], [null, "a@example.com"], [null, 42], [null, { email: "a" }], [null, [1, 2]], [null, form([]), "extra"]]) {
      expect(parseActionArguments(args, stateAndForm).ok, JSON.stringify(args)).toBe(false);
    }
    expect(parseActionArguments([42], z.tuple([idArg])).ok).toBe(false);
    expect(parseActionArguments([{ id: "x" }], z.tuple([idArg])).ok).toBe(false);
    expect(parseActionArguments(["x".repeat(201)], z.tuple([idArg])).ok).toBe(false);
    expect(parseActionArguments(["order-1"], z.tuple([idArg])).ok).toBe(true);
  });

  it("lets a form-less action be given its form or nothing, and nothing else", () => {
    expect(parseActionArguments([], ignoredFormArgs).ok).toBe(true);
    expect(parseActionArguments([form([])], ignoredFormArgs).ok).toBe(true);
    expect(parseActionArguments(["x"], ignoredFormArgs).ok).toBe(false);
    expect(parseActionArguments([form([]), form([])], ignoredFormArgs).ok).toBe(false);
  });

  it("refuses a NUL or an unpaired surrogate anywhere: form fields and names, strings, keys, deep inside", () => {
    expect(parseActionArguments([null, form([["email", "a\u0000b"]])], stateAndForm).ok).toBe(false);
    // FormData keeps USVStrings (a lone surrogate becomes U+FFFD); a NUL it keeps, in names too.
    expect(parseActionArguments([null, form([["e\u0000", "x"]])], stateAndForm).ok).toBe(false);
    const anyObject = z.tuple([z.record(z.string(), z.unknown())]);
    expect(parseActionArguments([{ customer: { name: "\ud800" } }], anyObject).ok).toBe(false);
    expect(parseActionArguments([{ ["k\u0000"]: 1 }], anyObject).ok).toBe(false);
    expect(parseActionArguments([{ a: [[["\udc00"]]] }], anyObject).ok).toBe(false);
    let deep: unknown = "x";
    for (let i = 0; i < 40; i++) deep = [deep];
    expect(parseActionArguments([{ deep }], anyObject).ok).toBe(false);
    expect(parseActionArguments([{ customer: { name: "Ada 😀" } }], anyObject).ok).toBe(true);
  });

  it("says which argument was refused and why, never its value", () => {
    const verdict = parseActionArguments([null, "secret password"], stateAndForm);
    expect(verdict.ok).toBe(false);
    if (!verdict.ok) {
      expect(verdict.issues.join(" ")).toMatch(/^1: /);
      expect(verdict.issues.join(" ")).not.toContain("secret password");
    }
  });
});
