"use client";
// The shopper's sign-in form: react-hook-form with the Server Action's own schema (signInFormSchema, loaded on the
// form's first check; checked when a field is left, then as it changes; on submit focus goes to the first refused
// field), posted to the action, which checks the same rules. Without JavaScript it posts as a plain form.
import { useActionState } from "react";
import { useForm } from "react-hook-form";
import { signIn, type SignInState } from "@/app/(storefront)/account/sign-in/actions";
import { submitChecked, useServerFieldErrors } from "@/components/forms/submit-checked";
import { TextField } from "@/components/ui/text-field";
import { lazyZodResolver } from "@/lib/client/lazy-resolver";
import { lazySchema } from "@/lib/client/use-schema-check";
import type { SignInForm as Values } from "@/lib/commerce/accounts/sign-in-schema";

// The schema (and zod) load on the form's first check, not with the page.
const signInResolver = lazyZodResolver<Values>(lazySchema(() => import("@/lib/commerce/accounts/sign-in-schema").then((m) => m.signInFormSchema)));

export function SignInForm({ next }: { next: string }) {
  const [state, formAction, pending] = useActionState<SignInState, FormData>(signIn, {});
  const { register, handleSubmit, formState, setError } = useForm<Values>({ mode: "onTouched", shouldFocusError: true, resolver: signInResolver });

  useServerFieldErrors(state.fieldErrors, setError);

  const error = (name: keyof Values) => formState.errors[name]?.message ?? state.fieldErrors?.[name];
  return (
    <form action={formAction} noValidate onSubmit={submitChecked(handleSubmit, formAction)} className="mt-6 space-y-5">
      <input type="hidden" name="next" value={next} />
      <p role="alert" className="text-sm font-medium text-red-700 empty:hidden">
        {state.error ?? ""}
      </p>
      <TextField id="email" label="Email" type="email" autoComplete="email" error={error("email")} {...register("email")} />
      <TextField id="password" label="Password" type="password" autoComplete="current-password" error={error("password")} {...register("password")} />
      <button
        type="submit"
        disabled={pending}
        className="w-full rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-900 disabled:opacity-60"
      >
        {pending ? "Signing in…" : "Sign in"}
      </button>
    </form>
  );
}
