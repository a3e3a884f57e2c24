"use client";
// A react-hook-form form that posts to a Server Action: the browser checks the fields first (and focuses the first
// refused one); only then is the form's own FormData handed to the action, which checks the same schema again.
// Without JavaScript the form posts as a plain form to the same action.
import { startTransition, type FormEvent } from "react";
import type { FieldValues, UseFormHandleSubmit } from "react-hook-form";

export function submitChecked<Values extends FieldValues>(
  handleSubmit: UseFormHandleSubmit<Values>,
  formAction: (data: FormData) => void,
) {
  return (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    void handleSubmit(() => startTransition(() => formAction(new FormData(form))))(event);
  };
}
