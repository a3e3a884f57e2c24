"use client";
// A small admin form posting to a Server Action (add an option, use a variation, remove one, build the products):
// its fields are rendered by the page; what the action answered shows in the form's aria-live region. A plain form
// post without JavaScript.
import { useActionState, type ReactNode } from "react";
import type { AdminFormState } from "./form-state";

type Props = {
  action: (state: AdminFormState, form: FormData) => Promise<AdminFormState>;
  label: string;
  button: string;
  children: ReactNode;
  testId?: string;
  danger?: boolean;
};

export function AdminActionForm({ action, label, button, children, testId, danger }: Props) {
  const [state, formAction, pending] = useActionState(action, {});
  const refusal = state.error ?? Object.values(state.fieldErrors ?? {})[0];
  return (
    <form action={formAction} aria-label={label} className="flex flex-wrap items-end gap-3" data-testid={testId}>
      {children}
      <button
        type="submit"
        disabled={pending}
        className={`rounded-md px-3 py-1.5 text-sm font-medium text-white disabled:opacity-60 ${danger ? "bg-red-700 hover:bg-red-900" : "bg-brand-700 hover:bg-brand-900"}`}
      >
        {button}
      </button>
      <p role="status" aria-live="polite" className={`basis-full text-sm font-medium ${refusal ? "text-red-700" : ""}`}>
        {pending ? "" : (refusal ?? state.ok ?? "")}
      </p>
    </form>
  );
}
