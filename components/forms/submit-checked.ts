"use client";
// A react-hook-form form that posts to a Server Action: the browser checks the fields first (and focuses the first
// refused one); only then is the form's own FormData handed to the action, which checks the same schema again.
// Without JavaScript the form posts as a plain form to the same action.
import { startTransition, useEffect, type FormEvent } from "react";
import type { FieldValues, Path, UseFormHandleSubmit, UseFormSetError } from "react-hook-form";

export function submitChecked<Values extends FieldValues>(
  handleSubmit: UseFormHandleSubmit<Values>,
  formAction: (data: FormData) => void,
) {
  return (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    void handleSubmit(() => startTransition(() => formAction(new FormData(form))))(event);
  };
}

/** What the action still refused goes beside its field, and focus goes to the first of them. */
export function useServerFieldErrors<Values extends FieldValues>(fieldErrors: Partial<Record<string, string>> | undefined, setError: UseFormSetError<Values>) {
  useEffect(() => {
    for (const [name, message] of Object.entries(fieldErrors ?? {})) setError(name as Path<Values>, { message }, { shouldFocus: true });
  }, [fieldErrors, setError]);
}
