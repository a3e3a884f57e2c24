"use client";
// The storefront's home page (docs/storefront.md "The home page"): the hero and the featured collection, one form.
// react-hook-form with the Server Action's own schema (home-page-schema.ts, loaded on the form's first check); without
// JavaScript the form posts as a plain form to the same action, which judges it again. Errors are tied to their
// fields; the result is announced (aria-live). Whether the hero has an image is the file chosen, or the one kept.
import { useActionState, useState } from "react";
import { useForm } from "react-hook-form";
import { submitChecked, useServerFieldErrors } from "@/components/forms/submit-checked";
import { describedBy, FieldError, FieldLabel } from "@/components/ui/field-label";
import { lazyZodResolver } from "@/lib/client/lazy-resolver";
import { lazySchema, preload } from "@/lib/client/use-schema-check";
import {
  CTA_LABEL_MAX,
  FEATURED_COUNT,
  FEATURED_HEADING_MAX,
  HERO_HEADING_MAX,
  HERO_IMAGE_FIELD,
  HERO_TEXT_MAX,
  IMAGE_ALT_MAX,
  type CategoryChoice,
  type HomePageFields,
} from "@/lib/commerce/settings/home-page-schema";
import { STORE_PATH_MAX } from "@/lib/commerce/settings/store-path";
import { refusingLargeFile } from "./refuse-large-file";
import type { HomePageState } from "./store-settings-state";

type Props = { action: (state: HomePageState, form: FormData) => Promise<HomePageState>; initial: HomePageState; categories: CategoryChoice[] };

const schema = lazySchema(() => import("@/lib/commerce/settings/home-page-schema").then((m) => m.homePageSchema));
const resolver = lazyZodResolver<HomePageFields>(schema);

const control = "mt-1 block w-full max-w-xl rounded border border-stone-500 bg-white px-3 py-2 aria-[invalid=true]:border-red-700";
const fieldset = "space-y-4 rounded-lg border border-stone-200 bg-white p-4";

const HINTS = {
  cta_href: `Where the button goes: a page of this shop, starting with /, such as /categories/kitchen or /products/ceramic-mug. Leave both button fields empty for no button.`,
  image: "A PNG, JPEG, WebP, GIF or AVIF image of at most 5 MB, shown beside the heading on wide screens and under it on phones.",
  image_alt: "What the image shows, for shoppers who cannot see it, such as “Walnut boards stacked on a linen cloth”. Needed when the hero has an image.",
  featured_category: "Its products that can be bought in the shopper's currency are shown, up to the number below.",
  featured_heading: "Shown above the products; leave it empty to use the category's name.",
  featured_count: `From ${FEATURED_COUNT.min} to ${FEATURED_COUNT.max}: a row holds four on a wide screen and two on a phone.`,
};

export function HomePageForm({ action, initial, categories }: Props) {
  const [state, formAction, pending] = useActionState(action, initial);
  // Drawn afresh from each answer: a saved form shows what is stored, a refused one what was typed.
  return (
    <>
      <HomePageFormFields key={JSON.stringify([state.values, state.image])} state={state} formAction={formAction} pending={pending} categories={categories} />
      <p role="status" aria-live="polite" className={`mt-3 min-w-0 break-words text-sm font-medium ${state.error || state.fieldErrors ? "text-red-700" : ""}`} data-testid="home-page-status">
        {pending ? "" : state.saved ? "Saved. The home page shows it now." : (state.error ?? (state.fieldErrors ? "Nothing was saved: correct the fields marked." : ""))}
      </p>
    </>
  );
}

function HomePageFormFields({ state, formAction, pending, categories }: { state: HomePageState; formAction: (form: FormData) => void; pending: boolean; categories: CategoryChoice[] }) {
  const { register, handleSubmit, formState, setError, setValue } = useForm<HomePageFields>({ mode: "onTouched", shouldFocusError: true, resolver, defaultValues: state.values });
  useServerFieldErrors(state.fieldErrors, setError);
  const [chosen, setChosen] = useState(false);
  const [removed, setRemoved] = useState(false);
  const errors = formState.errors as Partial<Record<string, { message?: string }>>;
  const error = (name: string) => errors[name]?.message ?? state.fieldErrors?.[name];
  const described = (name: string, hint?: string) => ({ "aria-invalid": error(name) ? (true as const) : undefined, "aria-describedby": describedBy(name, hint, error(name)) });
  const errorText = (name: string) => <FieldError id={name} message={error(name)} />;
  // The value in the page's HTML too, so that the form shows it before scripts run, and without them.
  const field = (name: keyof HomePageFields) => ({ id: name, defaultValue: state.values[name], ...register(name) });
  const text = (name: keyof HomePageFields, label: string, max: number, hint?: string) => (
    <div>
      <FieldLabel id={name} label={label} hint={hint} />
      <input type="text" autoComplete="off" maxLength={max} className={control} {...described(name, hint)} {...field(name)} />
      {errorText(name)}
    </div>
  );
  const hasImage = (file: boolean, remove: boolean) => setValue("has_image", file || (state.image !== null && !remove) ? "yes" : "no", { shouldValidate: formState.isSubmitted });
  const submit = refusingLargeFile(HERO_IMAGE_FIELD, (message) => setError(HERO_IMAGE_FIELD as keyof HomePageFields, { message }), submitChecked(handleSubmit, formAction));
  return (
    <form action={formAction} noValidate onFocus={() => preload(schema)} onSubmit={submit} className="mt-6 max-w-3xl space-y-6" data-testid="home-page-form">
      <input type="hidden" defaultValue={state.values.has_image} {...register("has_image")} />
      <fieldset className={fieldset}>
        <legend className="px-1 text-lg font-semibold">Hero</legend>
        {text("hero_heading", "Heading", HERO_HEADING_MAX, "The home page's main heading, at the top of the page.")}
        {text("hero_text", "Text (optional)", HERO_TEXT_MAX, "One line under the heading.")}
        {text("cta_label", "Button words (optional)", CTA_LABEL_MAX, "Such as “Shop the kitchen”.")}
        {text("cta_href", "Button link (optional)", STORE_PATH_MAX, HINTS.cta_href)}
        <div>
          {state.image ? (
            <div className="mb-3 flex flex-wrap items-center gap-3 text-sm">
              {/* eslint-disable-next-line @next/next/no-img-element -- the store's own file, shown small */}
              <img src={state.image.href} alt="The hero's image now" width={96} height={64} className="h-16 w-24 rounded border border-stone-300 object-cover" />
              <span className="break-all">{state.image.fileName}</span>
              <label className="inline-flex items-center gap-2">
                <input
                  type="checkbox"
                  name="remove_image"
                  className="h-4 w-4"
                  onChange={(event) => {
                    setRemoved(event.currentTarget.checked);
                    hasImage(chosen, event.currentTarget.checked);
                  }}
                />
                Remove the image
              </label>
            </div>
          ) : null}
          <FieldLabel id={HERO_IMAGE_FIELD} label={state.image ? "Upload another image (optional)" : "Image (optional)"} hint={HINTS.image} />
          <input
            id={HERO_IMAGE_FIELD}
            name={HERO_IMAGE_FIELD}
            type="file"
            accept="image/png,image/jpeg,image/webp,image/gif,image/avif"
            className="mt-1 block w-full max-w-xl text-sm"
            {...described(HERO_IMAGE_FIELD, HINTS.image)}
            onChange={(event) => {
              const file = Boolean(event.currentTarget.files?.length);
              setChosen(file);
              hasImage(file, removed);
            }}
          />
          {errorText(HERO_IMAGE_FIELD)}
        </div>
        {text("image_alt", "Image description", IMAGE_ALT_MAX, HINTS.image_alt)}
      </fieldset>
      <fieldset className={fieldset}>
        <legend className="px-1 text-lg font-semibold">Featured collection</legend>
        <div>
          <FieldLabel id="featured_category" label="Category" hint={HINTS.featured_category} />
          <select className={control} {...described("featured_category", HINTS.featured_category)} {...field("featured_category")}>
            <option value="">None: no featured collection</option>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.label}
              </option>
            ))}
          </select>
          {errorText("featured_category")}
        </div>
        {text("featured_heading", "Collection heading (optional)", FEATURED_HEADING_MAX, HINTS.featured_heading)}
        <div>
          <FieldLabel id="featured_count" label="Products to show" hint={HINTS.featured_count} />
          <input type="number" inputMode="numeric" min={FEATURED_COUNT.min} max={FEATURED_COUNT.max} className={`${control} max-w-[8rem]`} {...described("featured_count", HINTS.featured_count)} {...field("featured_count")} />
          {errorText("featured_count")}
        </div>
      </fieldset>
      <button type="submit" disabled={pending} className="rounded bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-900 disabled:opacity-60">
        {pending ? "Saving…" : "Save home page"}
      </button>
    </form>
  );
}
