"use client";
// A staff member's e-mail + password → their admin session. react-hook-form with the Server Action's own schema
// (adminSignInSchema, loaded on the form's first check; checked when a field is left, then as it changes; on submit
// focus goes to the first refused field). The password goes to the server action only; without JavaScript the form
// posts as a plain form.
import { useActionState } from "react";
import { useForm } from "react-hook-form";
import { submitChecked, useServerFieldErrors } from "@/components/forms/submit-checked";
import { lazyZodResolver } from "@/lib/client/lazy-resolver";
import { lazySchema } from "@/lib/client/use-schema-check";
import type { AdminSignIn as Values } from "@/lib/commerce/auth/admin-sign-in-schema";
import type { SignInState } from "./sign-in-state";

type Props = {
  action: (state: SignInState, form: FormData) => Promise<SignInState>;
  next: string;
};

// The schema (and zod) load on the form's first check, not with the page.
const signInResolver = lazyZodResolver<Values>(lazySchema(() => import("@/lib/commerce/auth/admin-sign-in-schema").then((m) => m.adminSignInSchema)));

const inputClass = "mt-1 block w-full rounded border border-stone-400 bg-white px-3 py-2 aria-[invalid=true]:border-red-700";

export function SignInForm({ action, next }: Props) {
  const [state, formAction, pending] = useActionState(action, {});
  const { register, handleSubmit, formState, setError } = useForm<Values>({ mode: "onTouched", shouldFocusError: true, resolver: signInResolver });
  useServerFieldErrors(state.fieldErrors, setError);
  const idError = formState.errors.email?.message ?? state.fieldErrors?.email;
  const secretError = formState.errors.password?.message ?? state.fieldErrors?.password;
  return (
    <form
      action={formAction}
      noValidate
      onSubmit={submitChecked(handleSubmit, formAction)}
      className="mt-6 space-y-5"
      aria-describedby="sign-in-result"
    >
      <input type="hidden" name="next" value={next} />
      <div>
        <label htmlFor="email" className="block text-sm font-medium">
          E-mail
        </label>
        <input
          id="email"
          type="email"
          autoComplete="username"
          required
          defaultValue={state.email ?? ""}
          aria-invalid={idError ? true : undefined}
          aria-describedby={idError ? "email-error" : undefined}
          className={inputClass}
          {...register("email")}
        />
        {idError && (
          <p id="email-error" className="mt-1 text-sm text-red-700">
            {idError}
          </p>
        )}
      </div>
      <div>
        <label htmlFor="password" className="block text-sm font-medium">
          Password
        </label>
        <input
          id="password"
          type="password"
          autoComplete="current-password"
          required
          aria-invalid={secretError ? true : undefined}
          aria-describedby={secretError ? "password-error" : undefined}
          className={inputClass}
          {...register("password")}
        />
        {secretError && (
          <p id="password-error" className="mt-1 text-sm text-red-700">
            {secretError}
          </p>
        )}
      </div>
      <p id="sign-in-result" role="alert" className="min-h-5 text-sm font-medium text-red-700">
        {state.error ?? ""}
      </p>
      <button
        type="submit"
        disabled={pending}
        className="rounded bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-900 disabled:opacity-60"
      >
        {pending ? "Signing in…" : "Sign in"}
      </button>
    </form>
  );
}
