"use server";
// The admin pages' Server Actions. Each one checks the session on the server; the token stays in its
// httpOnly cookie and is never returned to the page. Signing in takes a staff member's e-mail and password.
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { z } from "zod";
import { actionArguments, formArg, ignoredFormArgs, previousStateArg } from "@/lib/http/actions/server-action";
import { adminSignInSchema } from "@/lib/commerce/auth/admin-sign-in-schema";
import { recordStoreOrigin } from "@/lib/commerce/email/link-origin";
import { publicOriginOfHeaders } from "@/lib/http/origin/public-origin";
import { ApiError } from "@/lib/commerce/errors";
import { cartSettingsValues, getCartSettings, updateCartSettings } from "@/lib/commerce/settings/update";
import { endAdminSession, requireOwner, safeAdminPath, startAdminSession } from "@/lib/web/admin-session";
import type { CartSettingsChanges, SaveCartSettingsResult } from "@/components/admin/save-result";
import type { SignInState } from "@/components/admin/sign-in-state";

export async function signIn(...args: [previous: SignInState, form: FormData]): Promise<SignInState> {
  const [, form] = actionArguments("admin signIn", args, z.tuple([previousStateArg, formArg]));
  const email = String(form.get("email") ?? "").trim();
  const input = adminSignInSchema.safeParse({ email: form.get("email") ?? "", password: form.get("password") ?? "" });
  if (!input.success) {
    const fieldErrors: NonNullable<SignInState["fieldErrors"]> = {};
    for (const issue of input.error.issues) fieldErrors[issue.path[0] as "email" | "password"] ??= issue.message;
    return { email, fieldErrors };
  }
  const started = await startAdminSession(input.data.email, input.data.password);
  if (!started.ok) {
    return { email, error: started.tooMany ? started.detail : "That e-mail and password were not accepted. Check them and try again." };
  }
  // The first staff sign-in tells the store where it is published, when PUBLIC_URL did not: e-mail links point there
  // from now on (link-origin.ts). A staff member who knows their password chose this Host; a stranger cannot.
  await recordStoreOrigin(publicOriginOfHeaders(await headers()));
  redirect(safeAdminPath(form.get("next")));
}

export async function signOut(...args: [formData?: FormData]): Promise<void> {
  actionArguments("admin signOut", args, ignoredFormArgs);
  await endAdminSession();
  redirect("/admin/sign-in");
}

/**
 * The admin form's save: the fields the administrator changed, merged over the stored ones with the
 * same rules as PUT /v2/settings/cart (whose data this builds).
 */
/** The changed fields, an object; their values are checked by the settings' own schema (as PUT /v2/settings/cart). */
const changesArg = z.record(z.string(), z.unknown());

export async function saveCartSettings(...args: [changes: CartSettingsChanges]): Promise<SaveCartSettingsResult> {
  const [changes] = actionArguments("saveCartSettings", args, z.tuple([changesArg]));
  const caller = await requireOwner("/admin/settings/cart");
  try {
    const saved = await updateCartSettings({ ...(changes as object), type: "settings" }, caller);
    return { ok: true, settings: cartSettingsValues(saved) };
  } catch (error) {
    if (error instanceof ApiError) {
      return {
        ok: false,
        errors: error.errors.map(({ status, title, detail, source }) => ({ status, title, detail: detail ?? title, ...(source ? { source } : {}) })),
        current: cartSettingsValues(await getCartSettings()),
      };
    }
    throw error;
  }
}
