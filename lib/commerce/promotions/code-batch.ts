// Codes made in bulk for a promotion: a prefix the administrator chooses, then random characters from an alphabet
// without look-alikes (no 0/O, 1/I/L), so a code read aloud or off paper is typed right. The codes of one batch
// differ from one another; against the codes already stored the store's unique index decides, and the domain
// (promotions.ts, generatePromotionCodes) draws again for any that were taken. No server-only imports: the admin's
// form checks its fields with codeBatchSchema in the browser.
import { z } from "zod";
import { MAX_CODES_PER_PROMOTION, PROMOTION_CODE, promotionCodeText } from "./promotion-schema";

/** 31 characters: A–Z and 2–9 without 0, O, 1, I and L. */
export const CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
export const RANDOM_PART_LENGTH = 8;
export const MAX_PREFIX_LENGTH = 20;

/** The batch form: a prefix (may be empty) and how many codes. */
export const codeBatchSchema = z.object({
  prefix: z
    .string()
    .trim()
    .max(MAX_PREFIX_LENGTH, `A prefix has at most ${MAX_PREFIX_LENGTH} characters.`)
    .regex(/^([A-Za-z0-9][A-Za-z0-9_.-]*)?$/, "A prefix is letters, digits, '-', '_' or '.', starting with a letter or digit."),
  count: z.coerce
    .number({ error: "Enter how many codes to make." })
    .int("Enter a whole number of codes.")
    .min(1, "Make at least 1 code.")
    .max(MAX_CODES_PER_PROMOTION, `A promotion holds at most ${MAX_CODES_PER_PROMOTION} codes.`),
});
export type CodeBatch = z.output<typeof codeBatchSchema>;
export type CodeBatchValues = z.input<typeof codeBatchSchema>;

/** The admin's "Add a code" form: one code, as POST /v2/promotions/{id}/codes takes it (spaces around it dropped). */
export const singleCodeSchema = z.object({ code: z.string().trim().pipe(promotionCodeText) });
export type SingleCodeValues = z.input<typeof singleCodeSchema>;

/** A random integer in [0, n): `randomBytes` fills an array with uniform bytes (crypto.getRandomValues). */
type RandomBytes = (bytes: Uint8Array) => Uint8Array;
const cryptoBytes: RandomBytes = (bytes) => globalThis.crypto.getRandomValues(bytes);

/** One random part: each character uniform over the alphabet (bytes ≥ 248 are drawn again, 248 = 8 × 31). */
export function randomPart(randomBytes: RandomBytes = cryptoBytes, length = RANDOM_PART_LENGTH): string {
  const limit = 256 - (256 % CODE_ALPHABET.length);
  let out = "";
  while (out.length < length) {
    for (const byte of randomBytes(new Uint8Array(length * 2))) {
      if (byte < limit && out.length < length) out += CODE_ALPHABET[byte % CODE_ALPHABET.length];
    }
  }
  return out;
}

/**
 * Rule: `count` codes, each the prefix then RANDOM_PART_LENGTH characters of CODE_ALPHABET, none twice in the batch
 * (codes ignore case) and none in `avoid` (codes already known to be taken, any case). Each is a valid promotion code.
 */
export function codeBatch({ prefix, count }: CodeBatch, avoid: Iterable<string> = [], randomBytes: RandomBytes = cryptoBytes): string[] {
  const seen = new Set([...avoid].map((code) => code.toLowerCase()));
  const codes: string[] = [];
  while (codes.length < count) {
    const code = `${prefix}${randomPart(randomBytes)}`;
    if (seen.has(code.toLowerCase()) || !PROMOTION_CODE.test(code)) continue;
    seen.add(code.toLowerCase());
    codes.push(code);
  }
  return codes;
}
