"use client";
// Whether shoppers may create their own account: one switch, posted to the Server Action (a plain form post
// without JavaScript); the outcome is announced.
import { useActionState } from "react";
import type { SelfSignupState } from "./store-settings-state";

type Props = { action: (state: SelfSignupState, form: FormData) => Promise<SelfSignupState>; initial: boolean };

export function SelfSignupForm({ action, initial }: Props) {
  const [state, formAction, pending] = useActionState(action, { enabled: initial });
  return (
    <form action={formAction} className="mt-3 space-y-4">
      <input type="hidden" name="settings_form" value="self-signup" />
      <div className="flex items-start gap-3">
        <input
          key={String(state.enabled)}
          id="enable_self_signup"
          name="enable_self_signup"
          type="checkbox"
          role="switch"
          defaultChecked={state.enabled}
          aria-describedby="enable_self_signup-hint"
          className="mt-1 h-5 w-5 shrink-0 accent-brand-700"
        />
        <div>
          <label htmlFor="enable_self_signup" className="font-medium">
            Shoppers can create their own account
          </label>
          <p id="enable_self_signup-hint" className="text-sm text-stone-600">
            On: the shop&apos;s sign-in page offers &ldquo;Sign up&rdquo;, and a shopper can make an account with their
            e-mail address and a password, to see their orders and look after subscriptions. Off: only accounts you
            make can sign in.
          </p>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" disabled={pending} className="rounded bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-900 disabled:opacity-60">
          {pending ? "Saving…" : "Save sign-up setting"}
        </button>
        <p role="status" aria-live="polite" className="text-sm font-medium" data-testid="self-signup-status">
          {state.saved && !pending ? (state.enabled ? "Saved: shoppers can sign up." : "Saved: shoppers cannot sign up.") : ""}
        </p>
      </div>
    </form>
  );
}
