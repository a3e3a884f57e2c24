// The shopper's session: the account token from sign-in, kept in an httpOnly, SameSite=Lax cookie
// that page scripts never see. Server Components and Server Actions read it here.
import "server-only";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { revokeAccountToken, verifyAccountToken } from "@/lib/commerce/auth/tokens";
import { secureCookies } from "./cookie-security";
import { safeReturnPath } from "./return-path";
import { SHOPPER_COOKIE } from "@/lib/http/api/session-cookies";

export { SHOPPER_COOKIE };

export type ShopperSession = { accountId: string; memberId: string };

/** The signed-in shopper, or undefined (no cookie, or a token that is expired or tampered with). */
export async function currentShopper(): Promise<ShopperSession | undefined> {
  const token = (await cookies()).get(SHOPPER_COOKIE)?.value;
  if (!token) return undefined;
  try {
    return await verifyAccountToken(token);
  } catch {
    return undefined;
  }
}

/** The signed-in shopper, or a redirect to sign-in that comes back to `returnTo`. */
export async function requireShopper(returnTo: string): Promise<ShopperSession> {
  const shopper = await currentShopper();
  if (!shopper) redirect(`/account/sign-in?next=${encodeURIComponent(safeReturnPath(returnTo))}`);
  return shopper;
}

/** Keeps the account token until it expires. */
export async function startShopperSession(session: { token: string; expires: Date }): Promise<void> {
  (await cookies()).set(SHOPPER_COOKIE, session.token, {
    httpOnly: true,
    sameSite: "lax",
    secure: secureCookies(),
    path: "/",
    expires: session.expires,
  });
}

/** Signs out: the token is revoked (a copy of it stops working too), and the cookie goes. */
export async function endShopperSession(): Promise<void> {
  const jar = await cookies();
  const token = jar.get(SHOPPER_COOKIE)?.value;
  if (token) await revokeAccountToken(token);
  jar.delete(SHOPPER_COOKIE);
}
