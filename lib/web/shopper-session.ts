// The shopper's session: the account token from sign-in, kept in an httpOnly, SameSite=Lax cookie
// that page scripts never see. Server Components and Server Actions read it here.
import "server-only";
import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { verifyAccountToken } from "@/lib/commerce/auth/tokens";
import { safeReturnPath } from "./return-path";

export const SHOPPER_COOKIE = "cw_account";

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
  const secure = (await headers()).get("x-forwarded-proto") === "https";
  (await cookies()).set(SHOPPER_COOKIE, session.token, {
    httpOnly: true,
    sameSite: "lax",
    secure,
    path: "/",
    expires: session.expires,
  });
}

export async function endShopperSession(): Promise<void> {
  (await cookies()).delete(SHOPPER_COOKIE);
}
