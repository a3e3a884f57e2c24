"use client";
// The shopper's sign-in form: react-hook-form validates with the same zod schema as the server action,
// and the form still posts to the action without JavaScript.
import { startTransition, useActionState, useRef } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { signInFormSchema, type SignInForm as SignInValues } from "@/lib/commerce/accounts/sign-in-schema";
import { signIn, type SignInState } from "@/app/(storefront)/account/sign-in/actions";
import { TextField } from "@/components/ui/text-field";

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
      <TextField id="email" label="Email" type="email" autoComplete="email" error={emailError} {...register("email")} />
      <TextField id="password" label="Password" type="password" autoComplete="current-password" error={passwordError} {...register("password")} />
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
