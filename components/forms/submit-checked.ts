"use client";
// A react-hook-form form that posts to a Server Action: the browser checks the fields first (and focuses the first
// refused one); only then is the form's own FormData handed to the action, which checks the same schema again.
// Without JavaScript the form posts as a plain form to the same action. When the check itself cannot run (its
// schema failed to load), the form posts anyway: the action checks the same rules.
import { startTransition, useEffect, type FormEvent } from "react";
import type { FieldValues, Path, UseFormHandleSubmit, UseFormSetError } from "react-hook-form";

export function submitChecked<Values extends FieldValues>(
  handleSubmit: UseFormHandleSubmit<Values>,
  formAction: (data: FormData) => void,
) {
  return (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    const post = () => startTransition(() => formAction(new FormData(form)));
    void handleSubmit(post)(event).catch(post);
  };
}

/** What the action still refused goes beside its field, and focus goes to the first of them. */
export function useServerFieldErrors<Values extends FieldValues>(fieldErrors: Partial<Record<string, string>> | undefined, setError: UseFormSetError<Values>) {
  useEffect(() => {
    for (const [name, message] of Object.entries(fieldErrors ?? {})) setError(name as Path<Values>, { message }, { shouldFocus: true });
  }, [fieldErrors, setError]);
}
