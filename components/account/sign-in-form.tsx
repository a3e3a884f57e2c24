"use client";
// The shopper's sign-in form: checked in the browser with the same zod schema as the server action
// (loaded when the form is first used), and it still posts to the action without JavaScript.
import { startTransition, useActionState } from "react";
import { signIn, type SignInState } from "@/app/(storefront)/account/sign-in/actions";
import { TextField } from "@/components/ui/text-field";
import { lazySchema, useSchemaCheck } from "@/lib/client/use-schema-check";

type Values = Record<string, FormDataEntryValue>;

const signInSchema = lazySchema(() => import("@/lib/commerce/accounts/sign-in-schema").then((m) => m.signInFormSchema));

/** What the form holds now (the schema ignores the hidden `next`). */
const read = (form: HTMLFormElement | null): Values => Object.fromEntries(form ? new FormData(form) : []);

export function SignInForm({ next }: { next: string }) {
  const [state, formAction, pending] = useActionState<SignInState, FormData>(signIn, {});
  const check = useSchemaCheck<Values, unknown>(signInSchema);

  const field = (name: "email" | "password") => ({
    name,
    error: check.errors[name] ?? state.fieldErrors?.[name],
    onBlur: (event: React.FocusEvent<HTMLInputElement>) => check.blurred(name, read(event.currentTarget.form)),
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => check.changed(name, read(event.currentTarget.form)),
  });

  return (
    <form
      action={formAction}
      noValidate
      onFocus={check.preload}
      onSubmit={async (event) => {
        event.preventDefault();
        const form = event.currentTarget;
        let valid;
        try {
          valid = await check.validate(read(form), form);
        } catch {
          valid = true; // The schema could not be loaded: the action checks the same rules.
        }
        if (valid) startTransition(() => formAction(new FormData(form)));
      }}
      className="mt-6 space-y-5"
    >
      <input type="hidden" name="next" value={next} />
      <p role="alert" className="text-sm font-medium text-red-700 empty:hidden">
        {state.error ?? ""}
      </p>
      <TextField id="email" label="Email" type="email" autoComplete="email" {...field("email")} />
      <TextField id="password" label="Password" type="password" autoComplete="current-password" {...field("password")} />
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
