// The browser's device cookie (lib/commerce/auth/known-devices.ts): httpOnly, SameSite=Strict, Secure as
// cookie-security.ts says, sent only to the account pages whose actions sign in. It outlives sign-out on purpose:
// it says the browser has signed in to the account before, nothing more.
import "server-only";
import { cookies } from "next/headers";
import { DEVICE_TOKEN_SECONDS } from "@/lib/commerce/auth/known-devices";
import { secureCookies } from "./cookie-security";

export const DEVICE_COOKIE = "cw_device";

export async function deviceToken(): Promise<string | undefined> {
  return (await cookies()).get(DEVICE_COOKIE)?.value;
}

export async function keepDeviceToken(token: string): Promise<void> {
  (await cookies()).set(DEVICE_COOKIE, token, { httpOnly: true, sameSite: "strict", secure: secureCookies(), path: "/account", maxAge: DEVICE_TOKEN_SECONDS });
}
