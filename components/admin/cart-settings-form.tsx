"use client";
// Edits the store's cart settings with the server's own zod schema (lib/commerce/settings/validate.ts):
// the browser refuses what the API would refuse, with the same words. Errors the server still
// returns are shown beside the field their `source` names; the outcome is announced (aria-live).
import { useRef, useState, useSyncExternalStore } from "react";
import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { CART_EXPIRY_DAYS_MAX, CART_EXPIRY_DAYS_MIN } from "@/lib/commerce/settings/limits";
import { cartSettingsSchema, type CartSettingsValues } from "@/lib/commerce/settings/validate";
import { changedSettings } from "./changed-settings";
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
    `Cart expiry ${days}; custom discounts ${onOff(settings.discounts.custom_discounts_enabled)}; ` +
    `rule promotions ${onOff(settings.discounts.use_rule_promotions)}; ` +
    `snapshot date ${settings.snapshot_date ? `${settings.snapshot_date} (UTC)` : "none"}.`
  );
}

/** What the form holds while the picker has an incomplete date: not a snapshot date, so the schema refuses it. */
const INCOMPLETE_DATE = "incomplete";

const subscribeNothing = () => () => {};

/** The ids an input's aria-describedby lists: its hint, and its error while there is one. */
const describedBy = (...ids: (string | false | undefined)[]) => ids.filter(Boolean).join(" ") || undefined;

const inputClass = "mt-1 block rounded border border-stone-500 bg-white px-3 py-2 aria-[invalid=true]:border-red-700";
const errorClass = "mt-1 text-sm font-medium text-red-700";
const hintClass = "mt-1 text-sm text-stone-600";

export function CartSettingsForm({ initial, save }: Props) {
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    trigger,
    formState: { errors, isSubmitting, dirtyFields },
  } = useForm<CartSettingsValues>({
    resolver: zodResolver(cartSettingsSchema),
    defaultValues: initial,
    mode: "onChange",
  });
  const [saved, setSaved] = useState(initial);
  const [status, setStatus] = useState("");
  const [formError, setFormError] = useState("");
  const dateInput = useRef<HTMLInputElement | null>(null);
  // The date picker shows the browser's local time, which the server cannot know: render it after hydration.
  const hydrated = useSyncExternalStore(subscribeNothing, () => true, () => false);
  const timeZone = hydrated ? Intl.DateTimeFormat().resolvedOptions().timeZone : "";

  const notSaved = "Not saved: correct the marked fields.";
  const onSubmit = handleSubmit(
    async (values) => {
      setStatus("Saving…");
      setFormError("");
      let result: SaveCartSettingsResult;
      try {
        result = await save(changedSettings(values, dirtyFields));
      } catch {
        setStatus("");
        setFormError("The settings could not be saved. Check your connection and try again.");
        return;
      }
      if (result.ok) {
        reset(result.settings);
        setSaved(result.settings);
        setStatus(`Saved. ${summary(result.settings)}`);
        return;
      }
      // Show what is stored now, keeping the administrator's own edits in the fields they changed.
      reset(result.current, { keepDirtyValues: true });
      setSaved(result.current);
      const elsewhere: string[] = [];
      for (const error of result.errors) {
        const field = settingsFieldOfSource(error.source);
        if (field) setError(field, { type: "server", message: error.detail });
        else elsewhere.push(error.detail);
      }
      setFormError(elsewhere.join(" "));
      setStatus(notSaved);
    },
    () => setStatus(notSaved),
  );

  const expiryError = errors.cart_expiry_days?.message;
  const discountsError =
    errors.discounts?.message ??
    errors.discounts?.custom_discounts_enabled?.message ??
    errors.discounts?.use_rule_promotions?.message;
  const dateError = errors.snapshot_date?.message;
  // Both switches are judged together: re-check the pair whenever either changes.
  const recheckDiscounts = () => void trigger("discounts");

  return (
    <div className="mt-6 grid gap-8 md:grid-cols-[1fr_16rem]">
      <form onSubmit={onSubmit} noValidate className="space-y-8" aria-label="Cart settings">
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
            {...register("cart_expiry_days", { valueAsNumber: true })}
          />
          <p id="cart_expiry_days-hint" className={hintClass}>
            A whole number from {CART_EXPIRY_DAYS_MIN} to {CART_EXPIRY_DAYS_MAX}. A new cart expires this many days after
            its last change.
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
            Only one of these can be on at a time: turn one off before turning the other on.
          </p>
          <div className="mt-3 space-y-3">
            <div className="flex items-start gap-3">
              <input
                id="custom_discounts_enabled"
                type="checkbox"
                role="switch"
                className="mt-1 h-5 w-5 accent-brand-700"
                aria-describedby="custom_discounts_enabled-hint"
                {...register("discounts.custom_discounts_enabled", { onChange: recheckDiscounts })}
              />
              <div>
                <label htmlFor="custom_discounts_enabled" className="font-medium">
                  Custom discounts
                </label>
                <p id="custom_discounts_enabled-hint" className="text-sm text-stone-600">
                  Discounts from an external service. Carts that use them cannot take promotion codes.
                </p>
              </div>
            </div>
            <div className="flex items-start gap-3">
              <input
                id="use_rule_promotions"
                type="checkbox"
                role="switch"
                className="mt-1 h-5 w-5 accent-brand-700"
                aria-describedby="use_rule_promotions-hint"
                {...register("discounts.use_rule_promotions", { onChange: recheckDiscounts })}
              />
              <div>
                <label htmlFor="use_rule_promotions" className="font-medium">
                  Rule promotions
                </label>
                <p id="use_rule_promotions-hint" className="text-sm text-stone-600">
                  Automatic promotions apply by their conditions, without a code.
                </p>
              </div>
            </div>
          </div>
          {discountsError && (
            <p id="discounts-error" className={errorClass}>
              {discountsError}
            </p>
          )}
        </fieldset>

        <Controller
          name="snapshot_date"
          control={control}
          render={({ field }) => (
            <div>
              <label htmlFor="snapshot_date" className="block font-medium">
                Snapshot date
              </label>
              <p id="snapshot_date-hint" className={hintClass}>
                New carts act as on this date and time, for example to try promotions that start later. Enter it in
                your time zone{timeZone ? ` (${timeZone})` : ""}; it is stored in UTC. Leave it empty for none.
              </p>
              <div className="mt-1 flex flex-wrap items-center gap-2">
                <input
                  id="snapshot_date"
                  type="datetime-local"
                  step={1}
                  name={field.name}
                  ref={(element) => {
                    field.ref(element);
                    dateInput.current = element;
                  }}
                  value={hydrated ? utcToLocalInput(field.value) : ""}
                  onChange={(event) =>
                    // A half-typed date reads as "": keep it refusable rather than silently clearing the date.
                    field.onChange(event.target.validity.badInput ? INCOMPLETE_DATE : localInputToUtc(event.target.value))
                  }
                  onBlur={field.onBlur}
                  className={inputClass.replace("mt-1 ", "")}
                  aria-invalid={dateError ? true : undefined}
                  aria-describedby={describedBy("snapshot_date-hint", "snapshot_date-utc", dateError && "snapshot_date-error")}
                />
                <button
                  type="button"
                  onClick={() => {
                    field.onChange("");
                    if (dateInput.current) {
                      // Also empties a half-typed date, whose value already reads as "".
                      dateInput.current.value = "";
                      dateInput.current.focus();
                    }
                  }}
                  className="rounded border border-stone-400 px-3 py-2 text-sm font-medium hover:bg-stone-100"
                >
                  Clear snapshot date
                </button>
              </div>
              <p id="snapshot_date-utc" className={hintClass} data-testid="snapshot-date-utc">
                {field.value === INCOMPLETE_DATE ? "" : field.value ? `In UTC: ${field.value}` : "No snapshot date."}
              </p>
              {dateError && (
                <p id="snapshot_date-error" className={errorClass}>
                  {dateError}
                </p>
              )}
            </div>
          )}
        />

        {formError && (
          <p role="alert" className="font-medium text-red-700">
            {formError}
          </p>
        )}
        <div className="flex items-center gap-4">
          <button
            type="submit"
            disabled={isSubmitting}
            className="rounded bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-900 disabled:opacity-60"
          >
            {isSubmitting ? "Saving…" : "Save settings"}
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
            <dt className="text-stone-600">Cart expiry</dt>
            <dd data-testid="stored-expiry">{saved.cart_expiry_days} {saved.cart_expiry_days === 1 ? "day" : "days"}</dd>
          </div>
          <div>
            <dt className="text-stone-600">Custom discounts</dt>
            <dd data-testid="stored-custom-discounts">{onOff(saved.discounts.custom_discounts_enabled)}</dd>
          </div>
          <div>
            <dt className="text-stone-600">Rule promotions</dt>
            <dd data-testid="stored-rule-promotions">{onOff(saved.discounts.use_rule_promotions)}</dd>
          </div>
          <div>
            <dt className="text-stone-600">Snapshot date (UTC)</dt>
            <dd data-testid="stored-snapshot-date">{saved.snapshot_date || "none"}</dd>
          </div>
        </dl>
      </section>
    </div>
  );
}
