// The guard against the installed framework's own client encoder: every kind of argument this store's actions
// take (their zod tuples, server-action.ts: forms with text fields and files, the previous state a
// useActionState action is given back, ids, flags, the checkout draft and choice, the cart settings' changes),
// encoded by React's encodeReply as the framework ships it, must pass the guard as the proxy runs it; what no
// action takes, and what the framework could not decode, is refused. An upgrade that writes arguments differently
// fails here. The encoder is loaded from Next's own vendored copy (the one its build puts in the page), not from
// a separate react-server-dom-webpack package, which would not follow the framework's upgrades; that path is
// not a public entry, so if an upgrade moves it, this test fails to load, which is the point.
import { createRequire } from "node:module";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { refuseMalformedActionBody } from "../limits/action-limit";
import { partsProblem, replyProblem } from "./action-reply";
import { MAX_UPLOAD_BODY_BYTES } from "../api/body";
import { MAX_FILE_BYTES } from "@/lib/commerce/catalog/image-type";

type EncodeReply = (value: unknown) => Promise<string | FormData>;
const require = createRequire(import.meta.url);
// Turbopack's copy: `next build` bundles with Turbopack (Next 16's default), and so does `next dev --turbopack`.
const encoders: [string, EncodeReply][] = [
  ["turbopack", (require("next/dist/compiled/react-server-dom-turbopack/client.browser") as { encodeReply: EncodeReply }).encodeReply],
];

/** The proxy's answer to a script's call of an action with these arguments, as the framework's client sends it. */
async function guardOn(encodeReply: EncodeReply, args: unknown[], page = "/checkout"): Promise<Response | undefined> {
  const body = await encodeReply(args);
  const headers: Record<string, string> = { "next-action": "7f00" };
  if (typeof body === "string") headers["content-type"] = "text/plain;charset=UTF-8";
  // A FormData body: the request writes it as multipart with its own boundary, as the browser's fetch does.
  return refuseMalformedActionBody(new Request(`http://store.test${page}`, { method: "POST", headers, body }));
}

// Text a shopper can type (the guard refuses NUL and unpaired surrogates separately: action-limit.test.ts).
const text = fc.string({ unit: "grapheme", maxLength: 20 }).filter((s) => !s.includes("\u0000"));
const scalar = fc.oneof(
  text,
  fc.constantFrom("$", "$$", "$1", "$K1", "$undefined", "$D", "$n1"),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
  fc.date({ noInvalidDate: true }),
  fc.bigInt(),
);
/** A previous state, a checkout draft or choice, the cart settings' changes: plain data, nested. */
const data = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: "small" }, scalar, fc.array(tie("value"), { maxLength: 4 }), fc.dictionary(text, tie("value"), { maxKeys: 4, noNullPrototype: true })),
})).value;
/** A form's fields: text and files. */
const form = fc.array(fc.tuple(text, fc.oneof(text, text.map((content) => new File([content], "upload.txt", { type: "text/plain" })))), { maxLength: 5 }).map((fields) => {
  const formData = new FormData();
  for (const [name, value] of fields) formData.append(name, value);
  return formData;
});

describe.each(encoders)("the guard and the framework's own client encoder (%s)", (_bundler, encodeReply) => {
  it("lets through every kind of argument the store's actions take, as the framework's client encodes it", async () => {
    const args = fc.oneof(
      fc.tuple(form), // a form's action
      fc.tuple(data, form), // a useActionState action: its previous state, the form
      fc.tuple(text, fc.option(fc.boolean(), { nil: undefined })), // an id and a flag (Buy again)
      fc.tuple(text, data, form), // a bound id, the previous state, the form
      fc.tuple(data), // the checkout draft, a choice, the cart settings' changes
      fc.array(data, { maxLength: 3 }),
    );
    await fc.assert(
      fc.asyncProperty(args, async (values) => {
        const answer = await guardOn(encodeReply, values);
        expect(answer && (await answer.text())).toBeUndefined();
      }),
      { numRuns: 150 },
    );
  });

  it("refuses what no action takes: a Map, a Set, a promise, a file outside a form, one object twice", async () => {
    const shared = { a: 1 };
    for (const args of [[new Map([["a", 1]])], [new Set([1])], [Promise.resolve(1)], [new Blob(["x"])], [{ p: shared, q: shared }]]) {
      expect((await guardOn(encodeReply, args))?.status, String(args[0])).toBe(400);
    }
  });
});

describe.each(encoders)("an image in a form (%s)", (_bundler, encodeReply) => {
  const withImage = (bytes: number) => {
    const formData = new FormData();
    formData.set("name", "Engraved mug");
    formData.set("image_file", new File([new Uint8Array(bytes)], "mug.png", { type: "image/png" }));
    return formData;
  };

  it("goes through to the admin's product pages up to the upload limit, the form around it included", async () => {
    expect(await guardOn(encodeReply, [{}, withImage(MAX_FILE_BYTES)], "/admin/products/new")).toBeUndefined();
    expect(await guardOn(encodeReply, [{}, withImage(3 * 1024 * 1024)], "/admin/products/5b0c7d3e-0000-4000-8000-000000000001")).toBeUndefined();
    expect((await guardOn(encodeReply, [{}, withImage(MAX_UPLOAD_BODY_BYTES)], "/admin/products/new"))?.status).toBe(413);
  });

  it("is over the limit of 1 MiB anywhere else", async () => {
    expect((await guardOn(encodeReply, [{}, withImage(2 * 1024 * 1024)], "/checkout"))?.status).toBe(413);
    expect((await guardOn(encodeReply, [{}, withImage(2 * 1024 * 1024)], "/admin/productsx"))?.status).toBe(413);
    expect(await guardOn(encodeReply, [{}, withImage(512 * 1024)], "/checkout")).toBeUndefined();
  });
});

describe("replyProblem", () => {
  it("refuses what the framework could not decode, or no action here takes", () => {
    expect(replyProblem({ a: 1 })).toMatch(/not a list/);
    expect(replyProblem(["$nx"])).toMatch(/bigint/);
    expect(replyProblem(["$n"])).toMatch(/bigint/);
    for (const reference of ["$h1", "$F1", "$T", "$S1", "$Z", "$", "$@", "$@1", "$1", "$Q1", "$W1", "$B1", "$1:a:b", "$0:0", "$i1", "$A1", "$K", "$Kx"]) {
      expect(replyProblem([reference], true), reference).toBeTruthy();
    }
    expect(replyProblem(["$K1"])).toMatch(/cannot carry/);
    expect(replyProblem([{ deep: ["$Q1"] }], true)).toMatch(/no action here takes/);
  });

  it("refuses a call whose fields would overwrite a part: an empty name, a name that only reads as a number, a part twice", () => {
    const ordered = (entries: [string, string][]) => {
      const parts = new FormData();
      for (const [name, value] of entries) parts.append(name, value);
      return parts;
    };
    expect(partsProblem(ordered([["0", "[]"], ["1", "{}"], ["1_email", "a"], ["$ACTION_ID_x", ""]]))).toBeUndefined();
    for (const name of ["", " ", "01", "1e0", "0x1", " 1"]) expect(partsProblem(ordered([["0", "[]"], [name, "x"]])), JSON.stringify(name)).toBeTruthy();
    expect(partsProblem(ordered([["0", "[]"], ["0", "hostile"]]))).toMatch(/twice/);
  });
});
