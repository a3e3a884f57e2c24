// md5 in hex, as PostgreSQL's md5(text) gives it for the same text (UTF-8): the process and the database
// compare what each holds by digest instead of sending it.
import crypto from "node:crypto";

// crypto.hash (Node.js ≥ 20.12) hashes a string in one call, without a Hash object.
const oneShot = (crypto as { hash?: (algorithm: string, data: string) => string }).hash;

export const md5Hex = (text: string): string => (oneShot ? oneShot("md5", text) : crypto.createHash("md5").update(text).digest("hex"));
