"use client";
// A form of the product's Images section: upload an image with its alt text (`upload`), or change one image's alt
// text. react-hook-form with the action's own schema (image-alt.ts, loaded on the form's first check); without
// JavaScript it posts as a plain multipart form to the same action. Refusals show beside their fields; what the
// form is doing is said in its live region.
import { useActionState, type FormEvent } from "react";
import { get, useForm } from "react-hook-form";
import { submitChecked, useServerFieldErrors } from "@/components/forms/submit-checked";
import { lazyZodResolver } from "@/lib/client/lazy-resolver";
import { lazySchema } from "@/lib/client/use-schema-check";
import type { ImageAltFormValues as Values } from "@/lib/commerce/catalog/image-alt";
import { NEW_IMAGE_FILE_FIELD, type ProductImageFormState } from "@/lib/web/product-image-forms";
import { FILE_TOO_LARGE_DETAIL, MAX_FILE_BYTES } from "@/lib/commerce/catalog/image-type";

const resolver = lazyZodResolver<Values>(lazySchema(() => import("@/lib/commerce/catalog/image-alt").then((m) => m.imageAltFormSchema)));

type Props = {
  action: (state: ProductImageFormState, form: FormData) => Promise<ProductImageFormState>;
  productId: string;
  /** The image whose alt text this form changes; none for the upload. */
  fileId?: string;
  initialAlt: string;
  /** Unique on the page: the fields' ids start with it. */
  idPrefix: string;
  /** Words after "Alt text" for screen readers, naming which image (" of image 2"). */
  which?: string;
};

const input = "mt-1 block w-full rounded-md border border-stone-500 bg-white px-3 py-2 aria-[invalid=true]:border-red-700";

export function ProductImageForm({ action, productId, fileId, initialAlt, idPrefix, which = "" }: Props) {
  const upload = fileId === undefined;
  const [state, formAction, pending] = useActionState(action, {});
  const { register, handleSubmit, formState, setError } = useForm<Values>({ mode: "onTouched", shouldFocusError: true, resolver, defaultValues: state.values ?? { alt_text: initialAlt } });
  useServerFieldErrors(state.fieldErrors, setError);
  const error = (name: string): string | undefined => ((get(formState.errors, name) as { message?: string } | undefined)?.message) ?? state.fieldErrors?.[name];
  const id = (name: string) => `${idPrefix}-${name}`;
  const described = (name: string) => {
    const ids = [`${id(name)}-hint`, error(name) ? `${id(name)}-error` : ""].filter(Boolean).join(" ");
    return { id: id(name), "aria-invalid": error(name) ? true : undefined, "aria-describedby": ids };
  };
  const errorText = (name: string) =>
    error(name) ? (
      <p id={`${id(name)}-error`} className="mt-1 text-sm font-medium text-red-700">
        {error(name)}
      </p>
    ) : null;
  const submit = submitChecked(handleSubmit, formAction);
  // No file, or one over the limit, is refused here, in the server's words, rather than sent.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const picker = event.currentTarget.elements.namedItem(NEW_IMAGE_FILE_FIELD) as HTMLInputElement | null;
    const file = picker?.files?.[0];
    const problem = !upload ? undefined : !file ? "Choose an image file to upload." : file.size > MAX_FILE_BYTES ? FILE_TOO_LARGE_DETAIL : undefined;
    if (problem) {
      event.preventDefault();
      setError(NEW_IMAGE_FILE_FIELD as keyof Values, { message: problem });
      picker?.focus();
      return;
    }
    submit(event);
  };
  const status = pending ? (upload ? "Uploading…" : "Saving…") : state.error ? state.error : state.fieldErrors ? (upload ? "Not uploaded: see the fields marked." : "Not saved: see the field marked.") : "";
  return (
    <form action={formAction} noValidate onSubmit={onSubmit} className="space-y-3">
      <input type="hidden" name="product_id" value={productId} />
      {fileId ? <input type="hidden" name="file_id" value={fileId} /> : null}
      {upload ? (
        <div>
          <label htmlFor={id(NEW_IMAGE_FILE_FIELD)} className="block text-sm font-medium">
            Image file
          </label>
          <p id={`${id(NEW_IMAGE_FILE_FIELD)}-hint`} className="mt-1 text-sm text-stone-600">
            A PNG, JPEG, WebP, GIF or AVIF picture of at most 5 MB.
          </p>
          <input
            name={NEW_IMAGE_FILE_FIELD}
            type="file"
            accept="image/png,image/jpeg,image/webp,image/gif,image/avif"
            className="mt-1 block max-w-full text-sm"
            {...described(NEW_IMAGE_FILE_FIELD)}
          />
          {errorText(NEW_IMAGE_FILE_FIELD)}
        </div>
      ) : null}
      <div>
        <label htmlFor={id("alt_text")} className="block text-sm font-medium">
          Alt text<span className="sr-only">{which}</span>
        </label>
        <p id={`${id("alt_text")}-hint`} className="mt-1 text-sm text-stone-600">
          What the image shows, for shoppers who cannot see it. At most 250 characters.
        </p>
        <input autoComplete="off" maxLength={250} className={input} {...described("alt_text")} {...register("alt_text")} />
        {errorText("alt_text")}
      </div>
      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" disabled={pending} className="rounded bg-brand-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-brand-900 disabled:opacity-60">
          {upload ? "Upload image" : "Save alt text"}
          {upload ? null : <span className="sr-only">{which}</span>}
        </button>
        <p role="status" aria-live="polite" className="text-sm font-medium">
          {status}
        </p>
      </div>
    </form>
  );
}
