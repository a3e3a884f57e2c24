// Access tokens (docs/api.md "Tokens and accounts"): HS256 JWTs. An implicit token is a shopper's; client credentials
// are an administrator's. Account tokens scope orders and subscriptions to one account.
import { randomUUID, timingSafeEqual } from "node:crypto";
import { SignJWT, jwtVerify } from "jose";
import { z } from "zod";
import { ApiError, unauthorized } from "../errors";
import { parseOrThrow } from "../validation";
import { ACCESS_TOKEN_SECONDS, ACCOUNT_TOKEN_SECONDS, storeClient } from "./config";
import { signingKey } from "./signing-key";
import { isRevoked, revokeToken } from "./revocation";
import { CLIENT_SIGN_IN, guardSignIn, type AttemptOrigin } from "./sign-in-attempts";
import { now } from "../clock";

/** The clock's time in whole seconds, as a token's iat and exp count it. */
const nowSeconds = () => Math.floor(now().getTime() / 1000);

export type Grant = "implicit" | "client_credentials";

/** Who is calling: the bearer token's grant and subject, plus the account of an account token. */
export type Caller = {
  grant: Grant;
  /** Stable per token holder; scopes idempotency keys and rate limits. */
  subject: string;
  accountId?: string;
  accountMemberId?: string;
  /** The staff member behind an admin page's session (docs/admin.md "Staff"): they act with the administrator's
   * authority (grant client_credentials), and what they change is recorded under their name. Absent for API clients. */
  staff?: StaffIdentity;
};

export type StaffRole = "owner" | "staff";
/** A signed-in staff member as the domain sees them. */
export type StaffIdentity = { id: string; name: string; email: string; role: StaffRole };

const tokenRequestSchema = z.discriminatedUnion("grant_type", [
  z.object({ grant_type: z.literal("implicit"), client_id: z.string().min(1) }),
  z.object({ grant_type: z.literal("client_credentials"), client_id: z.string().min(1), client_secret: z.string().min(1) }),
]);

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

const invalidClient = () =>
  new ApiError({ status: 401, title: "Unauthorized", detail: "The client credentials are not valid." });

export type AccessTokenResponse = {
  access_token: string;
  token_type: "Bearer";
  expires_in: number;
  expires: number;
  identifier: Grant;
};

/** POST /oauth/access_token, from the form's fields. A client-credentials request is a sign-in (sign-in-attempts.ts). */
export async function issueAccessToken(form: Record<string, string>, origin: AttemptOrigin): Promise<AccessTokenResponse> {
  const request = parseOrThrow(tokenRequestSchema, form, "");
  const client = storeClient();
  if (request.grant_type === "client_credentials") {
    // A client id is public: its failures slow the address they came from, never the client (CLIENT_SIGN_IN).
    const accepted = await guardSignIn(`client:${request.client_id}`, origin, CLIENT_SIGN_IN, async () =>
      sameSecret(request.client_id, client.clientId) && sameSecret(request.client_secret, client.clientSecret) ? true : undefined,
    );
    if (!accepted) throw invalidClient();
  } else if (!sameSecret(request.client_id, client.clientId)) {
    throw invalidClient();
  }
  const issuedAt = nowSeconds();
  const expires = issuedAt + ACCESS_TOKEN_SECONDS;
  const subject = request.grant_type === "implicit" ? `implicit:${randomUUID()}` : `client:${request.client_id}`;
  const token = await new SignJWT({ grant: request.grant_type })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(subject)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expires)
    .setAudience("access")
    .sign(await signingKey());
  return { access_token: token, token_type: "Bearer", expires_in: ACCESS_TOKEN_SECONDS, expires, identifier: request.grant_type };
}

// A shopper sends the same token with every request: once its signature is checked, remembering it
// until it expires saves the HMAC and key import (0.1–0.7 ms) on every later request. Bounded; a token
// is only ever added after a full verification.
const verifiedTokens = new Map<string, { grant: Grant; subject: string; expires: number }>();
const VERIFIED_TOKENS_MAX = 10_000;

/** Verifies a bearer token; any fault → 401. */
export async function verifyAccessToken(token: string): Promise<Caller> {
  const known = verifiedTokens.get(token);
  if (known) {
    if (known.expires > now().getTime() / 1000) return { grant: known.grant, subject: known.subject };
    verifiedTokens.delete(token);
  }
  try {
    const { payload } = await jwtVerify(token, await signingKey(), { audience: "access", algorithms: ["HS256"], requiredClaims: ["exp", "sub"] });
    const grant = payload.grant;
    if ((grant !== "implicit" && grant !== "client_credentials") || typeof payload.sub !== "string" || typeof payload.exp !== "number") {
      throw unauthorized();
    }
    if (verifiedTokens.size >= VERIFIED_TOKENS_MAX) verifiedTokens.clear();
    verifiedTokens.set(token, { grant, subject: payload.sub, expires: payload.exp });
    return { grant, subject: payload.sub };
  } catch {
    throw unauthorized();
  }
}

export async function signAccountToken(accountId: string, memberId: string): Promise<{ token: string; expires: Date }> {
  const issuedAt = nowSeconds();
  const expires = issuedAt + ACCOUNT_TOKEN_SECONDS;
  // iat_ms: when it was issued to the millisecond, so that a password reset revokes a token issued the same second
  // before it and spares one issued after it (revocation.ts).
  const token = await new SignJWT({ account_id: accountId, iat_ms: now().getTime() })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(memberId)
    .setJti(randomUUID())
    .setIssuedAt(issuedAt)
    .setExpirationTime(expires)
    .setAudience("account")
    .sign(await signingKey());
  return { token, expires: new Date(expires * 1000) };
}

export type AccountTokenClaims = { accountId: string; memberId: string; jti: string; expires: Date; issuedAtMs: number };

/**
 * Verifies an EP-Account-Management-Authentication-Token; any fault → 401. A token must say when it
 * expires and carry an id (jti), and must not have been revoked (signing out, a password reset: revocation.ts).
 */
export async function verifyAccountToken(token: string): Promise<AccountTokenClaims> {
  let claims: AccountTokenClaims;
  try {
    const { payload } = await jwtVerify(token, await signingKey(), { audience: "account", algorithms: ["HS256"], requiredClaims: ["exp", "jti", "sub"] });
    if (typeof payload.account_id !== "string" || typeof payload.sub !== "string" || typeof payload.exp !== "number" || typeof payload.jti !== "string") {
      throw unauthorized();
    }
    const issuedAtMs = typeof payload.iat_ms === "number" ? payload.iat_ms : typeof payload.iat === "number" ? payload.iat * 1000 : 0;
    claims = { accountId: payload.account_id, memberId: payload.sub, jti: payload.jti, expires: new Date(payload.exp * 1000), issuedAtMs };
  } catch {
    throw unauthorized();
  }
  // Outside the try: a database that cannot answer is a 503, not a refused token.
  if (await isRevoked(claims)) throw unauthorized();
  return claims;
}

/** Signing out: the token stops working everywhere (within revocation.ts's recheck time on other instances). */
export async function revokeAccountToken(token: string): Promise<void> {
  let claims: AccountTokenClaims;
  try {
    claims = await verifyAccountToken(token);
  } catch {
    return; // Expired, forged or revoked already: nothing to revoke.
  }
  await revokeToken(claims.jti, claims.expires);
}
