"use client";
// The admin's product form: react-hook-form with the Server Action's own schema (product-form-schema.ts, loaded on
// the form's first check); without JavaScript the form posts as a plain multipart form to the same action, the
// image file included. Refusals show beside their fields; what saving came to is said in the live region.
import { useActionState } from "react";
import { get, useForm } from "react-hook-form";
import { submitChecked, useServerFieldErrors } from "@/components/forms/submit-checked";
import { lazyZodResolver } from "@/lib/client/lazy-resolver";
import { lazySchema } from "@/lib/client/use-schema-check";
import type { ProductFormValues as Values } from "@/lib/commerce/catalog/product-form-schema";
import { IMAGE_FILE_FIELD, type ProductFormState } from "@/lib/web/product-forms";
import { TextField } from "@/components/ui/text-field";
import { FieldError } from "@/components/ui/field-label";
import { refusingLargeFile } from "./refuse-large-file";

const resolver = lazyZodResolver<Values>(lazySchema(() => import("@/lib/commerce/catalog/product-form-schema").then((m) => m.productFormSchema)));

type CategoryGroup = { hierarchy: string; nodes: { id: string; label: string; depth: number }[] };

type Props = {
  action: (state: ProductFormState, form: FormData) => Promise<ProductFormState>;
  productId?: string;
  initial: Values;
  currencies: { code: string; isDefault: boolean }[];
  categories: CategoryGroup[];
  image?: { href: string; fileName: string };
  archived: boolean;
  /** What the last save did ("Saved."), from the page's address. */
  notice?: string;
};

const input = "mt-1 block w-full rounded-md border border-stone-500 bg-white px-3 py-2 aria-[invalid=true]:border-red-700";

export function ProductForm({ action, productId, initial, currencies, categories, image, archived, notice }: Props) {
  const [state, formAction, pending] = useActionState(action, {});
  const values = state.values ?? initial;
  const { register, handleSubmit, formState, setError } = useForm<Values>({ mode: "onTouched", shouldFocusError: true, resolver, defaultValues: values });
  useServerFieldErrors(state.fieldErrors, setError);
  const error = (name: string): string | undefined => ((get(formState.errors, name) as { message?: string } | undefined)?.message) ?? state.fieldErrors?.[name];
  const described = (name: string, hint?: boolean) => {
    const ids = [hint ? `${name}-hint` : "", error(name) ? `${name}-error` : ""].filter(Boolean).join(" ");
    return { "aria-invalid": error(name) ? true : undefined, "aria-describedby": ids || undefined };
  };
  const errorText = (name: string) => <FieldError id={name} message={error(name)} />;
  const onSubmit = refusingLargeFile(IMAGE_FILE_FIELD, (message) => setError(IMAGE_FILE_FIELD as keyof Values, { message }), submitChecked(handleSubmit, formAction));
  const status = pending ? "Saving…" : state.error ? state.error : state.fieldErrors ? "Not saved: see the fields marked below." : (notice ?? "");
  return (
    <form action={formAction} noValidate onSubmit={onSubmit} className="mt-6 max-w-3xl space-y-8">
      {productId ? <input type="hidden" name="product_id" value={productId} /> : null}
      {/* The units shown: typed back unchanged, a save leaves the stock as orders have since moved it. */}
      <input type="hidden" defaultValue={values.stock_shown} {...register("stock_shown")} />

      <fieldset className="space-y-4">
        <legend className="text-lg font-semibold">The product</legend>
        <TextField id="name" label="Name" error={error("name")} autoComplete="off" {...register("name")} />
        <TextField id="sku" label="SKU (your own product code)" error={error("sku")} autoComplete="off" className="max-w-sm" {...register("sku")} />
        <div className="max-w-sm">
          <label htmlFor="slug" className="block text-sm font-medium">
            Web address name
          </label>
          <p id="slug-hint" className="mt-1 text-sm text-stone-600">
            The last part of the product page’s address. Leave it empty to make it from the name.
          </p>
          <input id="slug" autoComplete="off" className={input} {...described("slug", true)} {...register("slug")} />
          {errorText("slug")}
        </div>
        <div>
          <label htmlFor="description" className="block text-sm font-medium">
            Description
          </label>
          <textarea id="description" rows={5} className={input} {...described("description")} {...register("description")} />
          {errorText("description")}
        </div>
        <fieldset>
          <legend className="text-sm font-medium">Shown in the shop</legend>
          {archived ? (
            <p id="status-hint" className="mt-1 text-sm text-stone-600">
              This product is archived: un-archive it below before putting it on sale.
            </p>
          ) : null}
          <div className="mt-1 flex flex-wrap gap-6">
            <label className="flex items-center gap-2">
              <input type="radio" value="live" disabled={archived} className="h-4 w-4 accent-brand-700" {...described("status", archived)} {...register("status")} />
              For sale
            </label>
            <label className="flex items-center gap-2">
              <input type="radio" value="draft" className="h-4 w-4 accent-brand-700" {...register("status")} />
              Draft (hidden from shoppers)
            </label>
          </div>
          {errorText("status")}
        </fieldset>
      </fieldset>

      <fieldset className="space-y-3">
        <legend className="text-lg font-semibold">Prices</legend>
        <p className="text-sm text-stone-600">Leave a price empty and the product cannot be bought in that currency.</p>
        {currencies.map(({ code, isDefault }) => {
          const name = `prices.${code}.amount`;
          return (
            <div key={code} className="flex flex-wrap items-end gap-4">
              <div className="w-40">
                <label htmlFor={`price-${code}`} className="block text-sm font-medium">
                  Price in {code}
                  {isDefault ? " (main)" : ""}
                </label>
                <input id={`price-${code}`} inputMode="decimal" autoComplete="off" className={input} {...described(name)} {...register(name as `prices.${string}.amount`)} />
              </div>
              <label className="flex items-center gap-2 pb-2 text-sm">
                <input type="checkbox" className="h-4 w-4 accent-brand-700" {...register(`prices.${code}.includes_tax` as `prices.${string}.includes_tax`)} />
                <span className="sr-only">{code} price: </span>Includes tax
              </label>
              <div className="basis-full">
                {errorText(name)}
              </div>
            </div>
          );
        })}
      </fieldset>

      <fieldset className="space-y-3">
        <legend className="text-lg font-semibold">Stock</legend>
        <div className="max-w-xs">
          <label htmlFor="stock" className="block text-sm font-medium">
            Units in stock
          </label>
          <p id="stock-hint" className="mt-1 text-sm text-stone-600">
            Units you can sell now. Leave it empty if you do not count this product.
          </p>
          <input id="stock" inputMode="numeric" autoComplete="off" className={input} {...described("stock", true)} {...register("stock")} />
          {errorText("stock")}
        </div>
      </fieldset>

      <fieldset className="space-y-3">
        <legend className="text-lg font-semibold">Main image</legend>
        {productId ? <p className="text-sm text-stone-600">More images, and each image’s alt text: the Images section below.</p> : null}
        {image ? (
          <div className="flex items-center gap-3 text-sm">
            {/* eslint-disable-next-line @next/next/no-img-element -- the store's own file, shown at its size */}
            <img src={image.href} alt="The product’s image now" width={96} height={96} className="h-24 w-24 rounded border border-stone-300 object-contain" />
            <span className="break-all">{image.fileName}</span>
          </div>
        ) : null}
        <div>
          <label htmlFor={IMAGE_FILE_FIELD} className="block text-sm font-medium">
            Upload an image
          </label>
          <p id={`${IMAGE_FILE_FIELD}-hint`} className="mt-1 text-sm text-stone-600">
            A PNG, JPEG, WebP, GIF or AVIF picture of at most 5 MB.
          </p>
          <input
            id={IMAGE_FILE_FIELD}
            name={IMAGE_FILE_FIELD}
            type="file"
            accept="image/png,image/jpeg,image/webp,image/gif,image/avif"
            className="mt-1 block max-w-full text-sm"
            {...described(IMAGE_FILE_FIELD, true)}
          />
          {errorText(IMAGE_FILE_FIELD)}
        </div>
        <div>
          <label htmlFor="image_url" className="block text-sm font-medium">
            Or the image’s address
          </label>
          <input id="image_url" type="url" autoComplete="off" placeholder="https://" className={input} {...described("image_url")} {...register("image_url")} />
          {errorText("image_url")}
        </div>
      </fieldset>

      <fieldset className="space-y-3">
        <legend className="text-lg font-semibold">Personalisation</legend>
        <p className="text-sm text-stone-600">
          Fields the shopper fills in when buying, such as an engraving. Leave a row empty to have none; save to get
          another empty row.
        </p>
        {values.custom_inputs.map((_, i) => {
          const row = `custom_inputs.${i}` as const;
          return (
            <fieldset key={i} className="grid gap-3 rounded-lg border border-stone-200 bg-white p-3 sm:grid-cols-[1fr_1fr_auto_8rem]">
              <legend className="sr-only">Personalisation field {i + 1}</legend>
              <div>
                <label htmlFor={`${row}.label`} className="block text-sm font-medium">
                  Label
                </label>
                <input id={`${row}.label`} autoComplete="off" className={input} {...described(`${row}.label`)} {...register(`${row}.label`)} />
                {errorText(`${row}.label`)}
              </div>
              <div>
                <label htmlFor={`${row}.key`} className="block text-sm font-medium">
                  Key (optional)
                </label>
                <input id={`${row}.key`} autoComplete="off" className={input} {...described(`${row}.key`)} {...register(`${row}.key`)} />
                {errorText(`${row}.key`)}
              </div>
              <label className="flex items-center gap-2 self-end pb-2 text-sm">
                <input type="checkbox" className="h-4 w-4 accent-brand-700" {...register(`${row}.required`)} />
                Required
              </label>
              <div>
                <label htmlFor={`${row}.max_length`} className="block text-sm font-medium">
                  Most characters
                </label>
                <input id={`${row}.max_length`} inputMode="numeric" autoComplete="off" className={input} {...described(`${row}.max_length`)} {...register(`${row}.max_length`)} />
                {errorText(`${row}.max_length`)}
              </div>
            </fieldset>
          );
        })}
      </fieldset>

      <fieldset className="space-y-3">
        <legend className="text-lg font-semibold">Categories</legend>
        {categories.length === 0 ? <p className="text-sm">The store has no categories yet.</p> : null}
        {errorText("nodes")}
        {categories.map((group) => (
          <fieldset key={group.hierarchy}>
            <legend className="text-sm font-medium">{group.hierarchy}</legend>
            <ul className="mt-1 space-y-1">
              {group.nodes.map((node) => (
                <li key={node.id} style={{ paddingLeft: `${node.depth * 1.25}rem` }}>
                  <label className="flex items-center gap-2 text-sm">
                    <input type="checkbox" value={node.id} className="h-4 w-4 accent-brand-700" {...register("nodes")} />
                    {node.label}
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        ))}
      </fieldset>

      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" disabled={pending} className="rounded bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-900 disabled:opacity-60">
          {productId ? "Save product" : "Create product"}
        </button>
        <p role="status" aria-live="polite" className="text-sm font-medium" data-testid="product-form-status">
          {status}
        </p>
      </div>
    </form>
  );
}
