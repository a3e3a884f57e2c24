"use client";
// The state of a record form (a shipping method, a tax rate) that posts to a useActionState Server Action:
// react-hook-form over the given schema resolver, the action's refusals set beside their fields, and each field's
// error (the browser's check first, else the server's, which is all there is without JavaScript); each input
// carries its value in the page's HTML.
import { useActionState } from "react";
import { useForm, type Resolver } from "react-hook-form";
import { useServerFieldErrors } from "@/components/forms/submit-checked";
import type { RecordFormState } from "./record-form-state";

export function useRecordForm(
  action: (state: RecordFormState, form: FormData) => Promise<RecordFormState>,
  initial: Record<string, string>,
  resolver: Resolver<Record<string, string>>,
) {
  const [state, formAction, pending] = useActionState(action, { values: initial });
  const form = useForm<Record<string, string>>({ mode: "onTouched", shouldFocusError: true, resolver, defaultValues: state.values });
  useServerFieldErrors(state.fieldErrors, form.setError);
  const error = (name: string) => (form.formState.errors[name]?.message as string | undefined) ?? state.fieldErrors?.[name];
  // The value in the page's HTML too, so that the form shows it before scripts run, and without them.
  const register = (name: string) => ({ ...form.register(name), defaultValue: state.values[name] ?? "" });
  return { state, formAction, pending, register, handleSubmit: form.handleSubmit, error };
}
