// A link's one-time token (a password reset, a staff invitation): 32 random bytes, base64url (43 characters), e-mailed
// once and kept only as its SHA-256, so that the database alone never lets anyone use a link.
import { createHash, randomBytes } from "node:crypto";
import { z } from "zod";

export const newOneTimeToken = (): string => randomBytes(32).toString("base64url");

export const oneTimeTokenHash = (token: string): string => createHash("sha256").update(token).digest("hex");

/** The shape of a token as a link carries it; anything else is refused before the database is asked. */
export const oneTimeTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, "This link is not complete: open it again from the e-mail.");
