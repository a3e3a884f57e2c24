// The UUID rule (uuid.ts) against PostgreSQL itself (PGlite in memory): every id the rule accepts is one the
// database's `uuid` type reads, and reads back as the rule's lower-cased form; every text the database reads that the
// rule refuses is one of the other spellings the API leaves out on purpose (braces, no hyphens, hyphens elsewhere).
import { PGlite } from "@electric-sql/pglite";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { isUuid, parseUuid, uuidField } from "./uuid";

let db: PGlite;
beforeAll(async () => {
  db = await PGlite.create("memory://");
});
afterAll(async () => {
  await db.close();
});

/** What PostgreSQL makes of `text` as a uuid: its printed form, or undefined when it refuses it. */
async function asPostgresUuid(text: string): Promise<string | undefined> {
  try {
    const { rows } = await db.query<{ id: string }>("select $1::uuid::text as id", [text]);
    return rows[0].id;
  } catch {
    return undefined;
  }
}

const hexDigit = fc.constantFrom(..."0123456789abcdefABCDEF");
const hex = (length: number) => fc.string({ unit: hexDigit, minLength: length, maxLength: length });
const wellFormed = fc.tuple(hex(8), hex(4), hex(4), hex(4), hex(12)).map((groups) => groups.join("-"));
/** Near misses: a well-formed id with one character changed, put in, taken out, or wrapped as PostgreSQL also reads it. */
const nearMiss = fc.oneof(
  fc.tuple(wellFormed, fc.nat(), fc.constantFrom("g", "-", " ", "{", "}", "0", "x", "\u0000")).map(([id, at, c]) => id.slice(0, at % 36) + c + id.slice((at % 36) + 1)),
  fc.tuple(wellFormed, fc.nat(), fc.constantFrom("-", "0", " ", "{")).map(([id, at, c]) => id.slice(0, at % 37) + c + id.slice(at % 37)),
  fc.tuple(wellFormed, fc.nat()).map(([id, at]) => id.slice(0, at % 36) + id.slice((at % 36) + 1)),
  wellFormed.map((id) => `{${id}}`),
  wellFormed.map((id) => id.replaceAll("-", "")),
  wellFormed.map((id) => id.replaceAll("-", "").replace(/(.{4})/g, "$1-").slice(0, -1)),
);
const anyText = fc.oneof(wellFormed, nearMiss, fc.string({ maxLength: 40 }));

describe("the UUID rule", () => {
  it("accepts only what PostgreSQL reads as a uuid, and reads it as PostgreSQL prints it", async () => {
    await fc.assert(
      fc.asyncProperty(anyText, async (text) => {
        const printed = await asPostgresUuid(text);
        if (isUuid(text)) {
          expect(printed).toBe(text.toLowerCase());
          expect(parseUuid(text)).toBe(printed);
        } else {
          expect(parseUuid(text)).toBeUndefined();
          // Refused by the rule but read by PostgreSQL: only one of the other spellings of the same 32 digits.
          if (printed !== undefined) expect(text.replace(/[{}-]/g, "").toLowerCase()).toBe(printed.replaceAll("-", ""));
        }
      }),
      { numRuns: 400 },
    );
  });

  it("takes any version and variant, in either case, and no other spelling", () => {
    expect(isUuid("0b5f6c1e-7a43-4f0e-9a1d-2c3b4d5e6f70")).toBe(true);
    expect(isUuid("0B5F6C1E-7A43-4F0E-9A1D-2C3B4D5E6F70")).toBe(true);
    // Neither an RFC 9562 version nor variant: still a PostgreSQL uuid, and an id EP-compatible clients may send.
    expect(isUuid("00000000-0000-0000-0000-000000000001")).toBe(true);
    expect(isUuid("0b5f6c1e7a434f0e9a1d2c3b4d5e6f70")).toBe(false);
    expect(isUuid("{0b5f6c1e-7a43-4f0e-9a1d-2c3b4d5e6f70}")).toBe(false);
    expect(isUuid("0b5f6c1e-7a43-4f0e-9a1d-2c3b4d5e6f7")).toBe(false);
    expect(isUuid("0b5f6c1e-7a43-4f0e-9a1d-2c3b4d5e6f70 ")).toBe(false);
    expect(isUuid("skillet-26")).toBe(false);
    expect(isUuid("")).toBe(false);
  });

  it("as a zod field: the id lower-cased, or a format error with the field's message", () => {
    const schema = z.object({ id: uuidField("id is a product's UUID") });
    expect(schema.parse({ id: "0B5F6C1E-7A43-4F0E-9A1D-2C3B4D5E6F70" })).toEqual({ id: "0b5f6c1e-7a43-4f0e-9a1d-2c3b4d5e6f70" });
    const refused = schema.safeParse({ id: "skillet-26" });
    expect(refused.error?.issues).toMatchObject([{ code: "invalid_format", path: ["id"], message: "id is a product's UUID" }]);
  });
});
