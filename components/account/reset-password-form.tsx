"use client";
// The new password form of a reset link: react-hook-form with the action's own schema; a link that turns out to be
// used or expired says so, with the way to a new one. Without JavaScript it posts as a plain form.
import Link from "next/link";
import { useActionState } from "react";
import { useForm } from "react-hook-form";
import { resetPasswordAction, type ResetPasswordState } from "@/app/(storefront)/account/reset-password/actions";
import { submitChecked, useServerFieldErrors } from "@/components/forms/submit-checked";
import { TextField } from "@/components/ui/text-field";
import { lazyZodResolver } from "@/lib/client/lazy-resolver";
import { lazySchema } from "@/lib/client/use-schema-check";
import type { ResetPasswordForm as Values } from "@/lib/commerce/accounts/password-reset-schema";

const resolver = lazyZodResolver<Values>(lazySchema(() => import("@/lib/commerce/accounts/password-reset-schema").then((m) => m.resetPasswordSchema)));

export function ResetPasswordForm({ token }: { token: string }) {
  const [state, formAction, pending] = useActionState<ResetPasswordState, FormData>(resetPasswordAction, {});
  const { register, handleSubmit, formState, setError } = useForm<Values>({ mode: "onTouched", shouldFocusError: true, resolver, defaultValues: { token } });
  useServerFieldErrors(state.fieldErrors, setError);
  return (
    <form action={formAction} noValidate onSubmit={submitChecked(handleSubmit, formAction)} aria-label="Choose a new password" className="mt-6 space-y-5">
      <p role="alert" className="text-sm font-medium text-red-700 empty:hidden">
        {state.linkUnusable ? (
          <>
            This link has expired or has been used already.{" "}
            <Link href="/account/forgot-password" className="underline">
              Ask for a new link
            </Link>
            .
          </>
        ) : (
          state.error
        )}
      </p>
      <input type="hidden" {...register("token")} />
      <TextField
        id="password"
        label="New password (at least 8 characters)"
        type="password"
        autoComplete="new-password"
        error={formState.errors.password?.message ?? state.fieldErrors?.password}
        {...register("password")}
      />
      <button type="submit" disabled={pending} className="w-full rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-900 disabled:opacity-60">
        {pending ? "Saving…" : "Save my new password"}
      </button>
    </form>
  );
}
