// The browser's device cookies (lib/commerce/auth/known-devices.ts): httpOnly, SameSite=Strict, Secure as
// cookie-security.ts says, sent only to the pages whose actions sign in: a shopper's to /account, a staff member's
// (a cookie of its own) to /admin. They outlive sign-out on purpose: they say the browser has signed in to the
// account before, nothing more.
import "server-only";
import { cookies } from "next/headers";
import { DEVICE_TOKEN_SECONDS } from "@/lib/commerce/auth/known-devices";
import { secureCookies } from "./cookie-security";

export const DEVICE_COOKIE = "cw_device";
export const ADMIN_DEVICE_COOKIE = "cw_admin_device";

type Scope = "account" | "admin";
const COOKIES: Record<Scope, { name: string; path: string }> = {
  account: { name: DEVICE_COOKIE, path: "/account" },
  admin: { name: ADMIN_DEVICE_COOKIE, path: "/admin" },
};

export async function deviceToken(scope: Scope = "account"): Promise<string | undefined> {
  return (await cookies()).get(COOKIES[scope].name)?.value;
}

export async function keepDeviceToken(token: string, scope: Scope = "account"): Promise<void> {
  const { name, path } = COOKIES[scope];
  (await cookies()).set(name, token, { httpOnly: true, sameSite: "strict", secure: secureCookies(), path, maxAge: DEVICE_TOKEN_SECONDS });
}
