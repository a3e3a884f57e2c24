"use client";
// The shopper's sign-in form: react-hook-form validates with the same zod schema as the server action,
// and the form still posts to the action without JavaScript.
import { startTransition, useActionState, useRef } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { signInFormSchema, type SignInForm as SignInValues } from "@/lib/commerce/accounts/sign-in-schema";
import { signIn, type SignInState } from "@/app/(storefront)/account/sign-in/actions";

export function SignInForm({ next }: { next: string }) {
  const [state, formAction, pending] = useActionState<SignInState, FormData>(signIn, {});
  const formRef = useRef<HTMLFormElement>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SignInValues>({ resolver: zodResolver(signInFormSchema), mode: "onTouched" });

  const emailError = errors.email?.message ?? state.fieldErrors?.email;
  const passwordError = errors.password?.message ?? state.fieldErrors?.password;

  return (
    <form
      ref={formRef}
      action={formAction}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void handleSubmit(() => {
          startTransition(() => formAction(new FormData(formRef.current!)));
        })(event);
      }}
      className="mt-6 space-y-5"
    >
      <input type="hidden" name="next" value={next} />
      <p role="alert" className="text-sm font-medium text-red-700 empty:hidden">
        {state.error ?? ""}
      </p>
      <div>
        <label htmlFor="email" className="block text-sm font-medium">
          Email
        </label>
        <input
          id="email"
          type="email"
          autoComplete="email"
          aria-invalid={emailError ? true : undefined}
          aria-describedby={emailError ? "email-error" : undefined}
          className="mt-1 w-full rounded-md border border-stone-300 bg-white px-3 py-2"
          {...register("email")}
        />
        {emailError ? (
          <p id="email-error" className="mt-1 text-sm text-red-700">
            {emailError}
          </p>
        ) : null}
      </div>
      <div>
        <label htmlFor="password" className="block text-sm font-medium">
          Password
        </label>
        <input
          id="password"
          type="password"
          autoComplete="current-password"
          aria-invalid={passwordError ? true : undefined}
          aria-describedby={passwordError ? "password-error" : undefined}
          className="mt-1 w-full rounded-md border border-stone-300 bg-white px-3 py-2"
          {...register("password")}
        />
        {passwordError ? (
          <p id="password-error" className="mt-1 text-sm text-red-700">
            {passwordError}
          </p>
        ) : null}
      </div>
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
