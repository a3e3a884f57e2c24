"use client";
// The forgot-password form: react-hook-form with the action's own schema; the answer (the same whether or not the
// e-mail has an account) is announced where the form was. Without JavaScript it posts as a plain form.
import { useActionState } from "react";
import { useForm } from "react-hook-form";
import { forgotPassword, type ForgotPasswordState } from "@/app/(storefront)/account/forgot-password/actions";
import { submitChecked, useServerFieldErrors } from "@/components/forms/submit-checked";
import { TextField } from "@/components/ui/text-field";
import { lazyZodResolver } from "@/lib/client/lazy-resolver";
import { lazySchema } from "@/lib/client/use-schema-check";
import type { ForgotPasswordForm as Values } from "@/lib/commerce/accounts/password-reset-schema";

const resolver = lazyZodResolver<Values>(lazySchema(() => import("@/lib/commerce/accounts/password-reset-schema").then((m) => m.forgotPasswordSchema)));

export function ForgotPasswordForm() {
  const [state, formAction, pending] = useActionState<ForgotPasswordState, FormData>(forgotPassword, {});
  const { register, handleSubmit, formState, setError } = useForm<Values>({ mode: "onTouched", shouldFocusError: true, resolver });
  useServerFieldErrors(state.fieldErrors, setError);
  return (
    <>
      <p role="status" aria-live="polite" className="mt-4 rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-900 empty:hidden">
        {state.sentTo
          ? `If an account uses ${state.sentTo}, we have sent it a link to choose a new password. The link works for an hour; look in your spam folder if it does not arrive.`
          : ""}
      </p>
      <form action={formAction} noValidate onSubmit={submitChecked(handleSubmit, formAction)} aria-label="Forgot your password" className="mt-6 space-y-5">
        <TextField id="email" label="Email" type="email" autoComplete="email" error={formState.errors.email?.message ?? state.fieldErrors?.email} {...register("email")} />
        <button type="submit" disabled={pending} className="w-full rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-900 disabled:opacity-60">
          {pending ? "Sending…" : "Send me a link"}
        </button>
      </form>
    </>
  );
}
