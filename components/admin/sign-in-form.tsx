"use client";
import { useActionState } from "react";
import type { SignInState } from "./sign-in-state";

type Props = {
  action: (state: SignInState, form: FormData) => Promise<SignInState>;
  next: string;
};

/** Client id + secret → a client-credentials session. The secret goes to the server action only. */
export function SignInForm({ action, next }: Props) {
  const [state, formAction, pending] = useActionState(action, {});
  const idError = state.fieldErrors?.client_id;
  const secretError = state.fieldErrors?.client_secret;
  return (
    <form action={formAction} noValidate className="mt-6 space-y-5" aria-describedby="sign-in-result">
      <input type="hidden" name="next" value={next} />
      <div>
        <label htmlFor="client_id" className="block text-sm font-medium">
          Client id
        </label>
        <input
          id="client_id"
          name="client_id"
          autoComplete="username"
          required
          defaultValue={state.clientId ?? ""}
          aria-invalid={idError ? true : undefined}
          aria-describedby={idError ? "client_id-error" : undefined}
          className="mt-1 block w-full rounded border border-stone-400 bg-white px-3 py-2"
        />
        {idError && (
          <p id="client_id-error" className="mt-1 text-sm text-red-700">
            {idError}
          </p>
        )}
      </div>
      <div>
        <label htmlFor="client_secret" className="block text-sm font-medium">
          Client secret
        </label>
        <input
          id="client_secret"
          name="client_secret"
          type="password"
          autoComplete="current-password"
          required
          aria-invalid={secretError ? true : undefined}
          aria-describedby={secretError ? "client_secret-error" : undefined}
          className="mt-1 block w-full rounded border border-stone-400 bg-white px-3 py-2"
        />
        {secretError && (
          <p id="client_secret-error" className="mt-1 text-sm text-red-700">
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
