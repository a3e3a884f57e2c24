"use client";
// The sign-up form: react-hook-form with the API's own sign-up schema, posted to the Server Action (which
// checks the same rules); without JavaScript it posts as a plain form. Once sent it says the same whatever the
// e-mail (check your e-mail, then sign in), and offers the way to sign in, back to `next`.
import Link from "next/link";
import { useActionState } from "react";
import { useForm } from "react-hook-form";
import { submitChecked, useServerFieldErrors } from "@/components/forms/submit-checked";
import { lazyZodResolver } from "@/lib/client/lazy-resolver";
import { lazySchema } from "@/lib/client/use-schema-check";
import { signUp, type SignUpState } from "@/app/(storefront)/account/sign-up/actions";
import { TextField } from "@/components/ui/text-field";
import type { SignUpForm as Values } from "@/lib/commerce/accounts/sign-in-schema";

// The schema (and zod) load on the form's first check, not with the page.
const signUpResolver = lazyZodResolver<Values>(lazySchema(() => import("@/lib/commerce/accounts/sign-in-schema").then((m) => m.signUpFormSchema)));

export function SignUpForm({ next }: { next: string }) {
  const [state, formAction, pending] = useActionState<SignUpState, FormData>(signUp, {});
  const { register, handleSubmit, formState, setError } = useForm<Values>({ mode: "onTouched", shouldFocusError: true, resolver: signUpResolver });

  useServerFieldErrors(state.fieldErrors, setError);

  const error = (name: keyof Values) => formState.errors[name]?.message ?? state.fieldErrors?.[name];
  if (state.sentTo) {
    return (
      <div role="status" aria-live="polite" className="mt-6 space-y-3 rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
        <p>
          Check your e-mail: we have written to {state.sentTo} about your account. If the account is new, it is ready: sign in with the password you
          chose.
        </p>
        <p>
          <Link href={`/account/sign-in?next=${encodeURIComponent(next)}`} className="font-medium text-brand-700 underline">
            Sign in
          </Link>
        </p>
      </div>
    );
  }
  return (
    <form
      action={formAction}
      noValidate
      onSubmit={submitChecked(handleSubmit, formAction)}
      aria-label="Sign up"
      className="mt-6 space-y-5"
    >
      <input type="hidden" name="next" value={next} />
      <p role="alert" className="text-sm font-medium text-red-700 empty:hidden">
        {state.error ?? ""}
      </p>
      <TextField id="name" label="Your name" autoComplete="name" error={error("name")} {...register("name")} />
      <TextField id="email" label="Email" type="email" autoComplete="email" error={error("email")} {...register("email")} />
      <TextField id="password" label="Password (at least 8 characters)" type="password" autoComplete="new-password" error={error("password")} {...register("password")} />
      <button type="submit" disabled={pending} className="w-full rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-900 disabled:opacity-60">
        {pending ? "Signing up…" : "Sign up"}
      </button>
    </form>
  );
}
