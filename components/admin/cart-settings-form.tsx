"use client";
// Edits the store's cart settings: react-hook-form with the server's own zod schema (cartSettingsSchema in
// lib/commerce/settings/validate.ts, loaded when the form is first used): the browser refuses what the API would
// refuse, with the same words, each field as it changes; on submit focus goes to
// the first refused field. Errors the server still returns are shown beside the field their `source` names; the
// outcome is announced (aria-live).
import { useRef, useState, useSyncExternalStore } from "react";
import { useForm, useWatch, type Resolver } from "react-hook-form";
import { lazyZodResolver } from "@/lib/client/lazy-resolver";
import { lazySchema, preload } from "@/lib/client/use-schema-check";
import { CART_EXPIRY_DAYS_MAX, CART_EXPIRY_DAYS_MIN } from "@/lib/commerce/settings/limits";
import type { CartSettingsValues } from "@/lib/commerce/settings/validate";
import { changedSettings } from "./changed-settings";
import { discountsOfSwitch } from "./discount-switches";
import type { CartSettingsChanges, SaveCartSettingsResult } from "./save-result";
import { settingsFieldOfSource } from "./settings-field-of-source";
import { localInputToUtc, utcToLocalInput } from "./utc-date-time";

type Props = {
  initial: CartSettingsValues;
  save: (changes: CartSettingsChanges) => Promise<SaveCartSettingsResult>;
};

const onOff = (on: boolean) => (on ? "on" : "off");

function summary(settings: CartSettingsValues): string {
  const days = `${settings.cart_expiry_days} ${settings.cart_expiry_days === 1 ? "day" : "days"}`;
  return (
    `Saved. Carts are kept ${days}; discounts set by hand ${onOff(settings.discounts.custom_discounts_enabled)}; ` +
    `automatic promotions ${onOff(settings.discounts.use_rule_promotions)}; ` +
    `promotions as of ${settings.snapshot_date ? `${settings.snapshot_date} (UTC)` : "the real date and time"}.`
  );
}

/** The date field's refusal in the form's words (the API's names the format it sends: snapshot_date). */
const DATE_REFUSED = "Enter the whole date and time, or clear it.";

/** What the form holds while the picker has an incomplete date: not a date the schema admits, so it refuses it. */
const INCOMPLETE_DATE = "incomplete";

const subscribeNothing = () => () => {};

/** The ids an input's aria-describedby lists: its hint, and its error while there is one. */
const describedBy = (...ids: (string | false | undefined)[]) => ids.filter(Boolean).join(" ") || undefined;

const inputClass = "mt-1 block rounded border border-stone-500 bg-white px-3 py-2 aria-[invalid=true]:border-red-700";
const errorClass = "mt-1 text-sm font-medium text-red-700";
const hintClass = "mt-1 text-sm text-stone-600";

/** The form's values: the expiry as typed (the schema refuses what is not a whole number). */
type FormValues = Omit<CartSettingsValues, "cart_expiry_days"> & { cart_expiry_days: string };

const settingsSchema = lazySchema(() => import("@/lib/commerce/settings/validate").then((m) => m.cartSettingsSchema));
const schemaResolver = lazyZodResolver<ReturnType<typeof judged>>(settingsSchema);

// The discounts as the one switch shows them (discount-switches.ts): a store whose stored flags are both off shows
// the switch off, and saving sends the pair with automatic promotions on.
const toForm = (settings: CartSettingsValues): FormValues => ({
  ...settings,
  cart_expiry_days: String(settings.cart_expiry_days),
  discounts: discountsOfSwitch(settings.discounts.custom_discounts_enabled),
});

/** What the schema judges: the expiry as a number (nothing typed is no number). */
const judged = (values: FormValues) => ({
  ...values,
  cart_expiry_days: values.cart_expiry_days.trim() === "" ? Number.NaN : Number(values.cart_expiry_days),
});

const settingsResolver: Resolver<FormValues, unknown, CartSettingsValues> = (values, context, options) =>
  schemaResolver(judged(values), context, options as never) as never;

/** Each field the schema judges, in the form's order, and the input focused when it is refused. */
const FOCUS_ORDER: [string, string][] = [
  ["cart_expiry_days", "cart_expiry_days"],
  ["discounts", "custom_discounts_enabled"],
  ["snapshot_date", "snapshot_date"],
];

export function CartSettingsForm({ initial, save: saveSettings }: Props) {
  // What is stored, as this page last heard: the fields that differ from it are the administrator's changes.
  const [saved, setSaved] = useState(initial);
  const [status, setStatus] = useState("");
  const [formError, setFormError] = useState("");
  const { register, handleSubmit, control, formState, reset, setError, setValue, trigger } = useForm<FormValues, unknown, CartSettingsValues>({
    mode: "onChange",
    shouldFocusError: false,
    defaultValues: toForm(initial),
    resolver: settingsResolver,
  });
  const submitting = formState.isSubmitting;
  const snapshotDate = useWatch({ control, name: "snapshot_date" });
  const errors = formState.errors;
  const dateInput = useRef<HTMLInputElement | null>(null);
  // The date picker shows the browser's local time, which the server cannot know: render it after hydration.
  const hydrated = useSyncExternalStore(subscribeNothing, () => true, () => false);
  const timeZone = hydrated ? Intl.DateTimeFormat().resolvedOptions().timeZone : "";

  const notSaved = "Not saved: correct the marked fields.";

  /** Focus on the first field (in the form's order) with a message. */
  const focusFirst = (refused: string[]) => {
    const first = FOCUS_ORDER.find(([field]) => refused.some((name) => name === field || name.startsWith(`${field}.`)));
    if (first) document.getElementById(first[1])?.focus();
  };

  async function save(valid: CartSettingsValues) {
    setStatus("Saving…");
    setFormError("");
    const discountsDiffer =
      valid.discounts.custom_discounts_enabled !== saved.discounts.custom_discounts_enabled ||
      valid.discounts.use_rule_promotions !== saved.discounts.use_rule_promotions;
    try {
      const result = await saveSettings(
        changedSettings(valid, {
          cart_expiry_days: valid.cart_expiry_days !== saved.cart_expiry_days,
          // One switch: the pair is sent together whenever either differs from what is stored.
          discounts: { custom_discounts_enabled: discountsDiffer, use_rule_promotions: discountsDiffer },
          snapshot_date: valid.snapshot_date !== saved.snapshot_date,
        }),
      );
      if (result.ok) {
        reset(toForm(result.settings));
        setSaved(result.settings);
        setStatus(summary(result.settings));
        return;
      }
      // Show what is stored now, keeping the administrator's own edits in the fields they changed.
      const current = toForm(result.current);
      const mine = toForm(valid);
      const kept = (field: "cart_expiry_days" | "snapshot_date") => (valid[field] !== saved[field] ? mine[field] : current[field]);
      const mineSwitch = valid.discounts.custom_discounts_enabled !== saved.discounts.custom_discounts_enabled;
      const discounts = discountsOfSwitch(mineSwitch ? valid.discounts.custom_discounts_enabled : result.current.discounts.custom_discounts_enabled);
      reset({ cart_expiry_days: kept("cart_expiry_days"), discounts, snapshot_date: kept("snapshot_date") });
      setSaved(result.current);
      const refused: string[] = [];
      const elsewhere: string[] = [];
      for (const error of result.errors) {
        const field = settingsFieldOfSource(error.source);
        if (!field) elsewhere.push(error.detail);
        else {
          // A switch's message goes with the switches.
          const shown = field.startsWith("discounts") ? "discounts" : field;
          setError(shown as "cart_expiry_days" | "discounts" | "snapshot_date", { type: "server", message: error.detail });
          refused.push(shown);
        }
      }
      setFormError(elsewhere.join(" "));
      setStatus(notSaved);
      focusFirst(refused);
    } catch {
      setStatus("");
      setFormError("The settings could not be saved. Check your connection and try again.");
    }
  }

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    if (submitting) {
      event.preventDefault();
      return;
    }
    void handleSubmit(save, (refused) => {
      setStatus(notSaved);
      focusFirst(Object.keys(refused));
    })(event).catch(() => {
      setStatus("");
      setFormError("The settings could not be checked. Check your connection and try again.");
    });
  };

  const expiryError = errors.cart_expiry_days?.message;
  const discountsError =
    errors.discounts?.message ?? errors.discounts?.custom_discounts_enabled?.message ?? errors.discounts?.use_rule_promotions?.message;
  const dateError = errors.snapshot_date ? DATE_REFUSED : undefined;
  // The one switch sets the pair of flags the server judges.
  const customSwitch = register("discounts.custom_discounts_enabled", {
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      setValue("discounts.use_rule_promotions", !event.target.checked, { shouldDirty: true });
      void trigger("discounts");
    },
  });
  const setSnapshotDate = (snapshot_date: string) => setValue("snapshot_date", snapshot_date, { shouldDirty: true, shouldValidate: true });

  return (
    <div className="mt-6 grid gap-8 md:grid-cols-[1fr_16rem]">
      <form onSubmit={onSubmit} onFocus={() => preload(settingsSchema)} noValidate className="space-y-8" aria-label="Cart settings">
        <div>
          <label htmlFor="cart_expiry_days" className="block font-medium">
            Cart expiry (days)
          </label>
          <input
            id="cart_expiry_days"
            type="number"
            inputMode="numeric"
            min={CART_EXPIRY_DAYS_MIN}
            max={CART_EXPIRY_DAYS_MAX}
            step={1}
            className={`${inputClass} w-32`}
            aria-invalid={expiryError ? true : undefined}
            aria-describedby={describedBy("cart_expiry_days-hint", expiryError && "cart_expiry_days-error")}
            {...register("cart_expiry_days")}
          />
          <p id="cart_expiry_days-hint" className={hintClass}>
            A whole number from {CART_EXPIRY_DAYS_MIN} to {CART_EXPIRY_DAYS_MAX}. A cart nobody changes for this many days
            is cleared away, and the shopper starts again with an empty cart. Every change to the cart starts the count
            again.
          </p>
          {expiryError && (
            <p id="cart_expiry_days-error" className={errorClass}>
              {expiryError}
            </p>
          )}
        </div>

        <fieldset aria-describedby={describedBy("discounts-hint", discountsError && "discounts-error")}>
          <legend className="font-medium">Discounts</legend>
          <p id="discounts-hint" className={hintClass}>
            Shoppers&apos; carts take your promotions: their codes, and the promotions that apply by themselves while
            the Promotions page lists them as running. Switch on discounts set by hand to use amounts instead.
          </p>
          <div className="mt-3 flex items-start gap-3">
            <input
              id="custom_discounts_enabled"
              type="checkbox"
              role="switch"
              className="mt-1 h-5 w-5 accent-brand-700"
              aria-describedby="custom_discounts_enabled-hint"
              {...customSwitch}
            />
            <div>
              <label htmlFor="custom_discounts_enabled" className="font-medium">
                Discounts set by hand
              </label>
              <p id="custom_discounts_enabled-hint" className="text-sm text-stone-600">
                Lets you, or a program of yours connected to the shop, take any amount off one shopper&apos;s cart.
                New carts then take no promotions: shoppers cannot enter promotion codes, and automatic promotions do
                not apply.
              </p>
            </div>
          </div>
          {discountsError && (
            <p id="discounts-error" className={errorClass}>
              {discountsError}
            </p>
          )}
        </fieldset>

        <div>
          <label htmlFor="snapshot_date" className="block font-medium">
            Promotions as of
          </label>
          <p id="snapshot_date-hint" className={hintClass}>
            New carts decide which promotions are running as if it were this date and time: use it to try a
            promotion before it starts. Shoppers&apos; new carts use it too, so clear it when you are done. Enter it
            in your time zone{timeZone ? ` (${timeZone})` : ""}; it is stored in UTC. Leave it empty to use the real
            date and time.
          </p>
          <div className="mt-1 flex flex-wrap items-center gap-2">
            <input
              id="snapshot_date"
              type="datetime-local"
              step={1}
              name="snapshot_date"
              ref={dateInput}
              value={hydrated ? utcToLocalInput(snapshotDate) : ""}
              onChange={(event) =>
                // A half-typed date reads as "": keep it refusable rather than silently clearing the date.
                setSnapshotDate(event.target.validity.badInput ? INCOMPLETE_DATE : localInputToUtc(event.target.value))
              }
              className={inputClass.replace("mt-1 ", "")}
              aria-invalid={dateError ? true : undefined}
              aria-describedby={describedBy("snapshot_date-hint", "snapshot_date-utc", dateError && "snapshot_date-error")}
            />
            <button
              type="button"
              onClick={() => {
                setSnapshotDate("");
                if (dateInput.current) {
                  // Also empties a half-typed date, whose value already reads as "".
                  dateInput.current.value = "";
                  dateInput.current.focus();
                }
              }}
              className="rounded border border-stone-400 px-3 py-2 text-sm font-medium hover:bg-stone-100"
            >
              Clear date
            </button>
          </div>
          <p id="snapshot_date-utc" className={hintClass} data-testid="snapshot-date-utc">
            {snapshotDate === INCOMPLETE_DATE ? "" : snapshotDate ? `In UTC: ${snapshotDate}` : "Not set: new carts use the real date and time."}
          </p>
          {dateError && (
            <p id="snapshot_date-error" className={errorClass}>
              {dateError}
            </p>
          )}
        </div>

        {formError && (
          <p role="alert" className="font-medium text-red-700">
            {formError}
          </p>
        )}
        <div className="flex items-center gap-4">
          <button
            type="submit"
            disabled={submitting}
            className="rounded bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-900 disabled:opacity-60"
          >
            {submitting ? "Saving…" : "Save settings"}
          </button>
          <p role="status" aria-live="polite" className="text-sm font-medium" data-testid="settings-status">
            {status}
          </p>
        </div>
      </form>

      <section aria-labelledby="stored-heading" className="self-start rounded border border-stone-300 bg-white p-4">
        <h2 id="stored-heading" className="font-semibold">
          Stored now
        </h2>
        <dl className="mt-2 space-y-2 text-sm" data-testid="stored-settings">
          <div>
            <dt className="text-stone-600">Carts are kept</dt>
            <dd data-testid="stored-expiry">{saved.cart_expiry_days} {saved.cart_expiry_days === 1 ? "day" : "days"}</dd>
          </div>
          <div>
            <dt className="text-stone-600">Discounts set by hand</dt>
            <dd data-testid="stored-custom-discounts">{onOff(saved.discounts.custom_discounts_enabled)}</dd>
          </div>
          <div>
            <dt className="text-stone-600">Automatic promotions in new carts</dt>
            <dd data-testid="stored-rule-promotions">{onOff(saved.discounts.use_rule_promotions)}</dd>
          </div>
          <div>
            <dt className="text-stone-600">Promotions as of (UTC)</dt>
            <dd data-testid="stored-snapshot-date">{saved.snapshot_date || "not set"}</dd>
          </div>
        </dl>
      </section>
    </div>
  );
}
