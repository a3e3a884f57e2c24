"use server";
// The admin's Images section of a product (/admin/products/{id}, docs/catalog.md "A product's images"): upload an
// image with its alt text, change an image's alt text (both forms with react-hook-form, multipart and working without
// JavaScript), and the buttons beside each image (make it the main image, move it up or down, remove it: plain
// forms). Each checks its arguments, then the session, and calls one domain function of product-images.ts; a
// refusal comes back beside its field (or in the section's status) and changes nothing.
import { redirect } from "next/navigation";
import { z } from "zod";
import { actionArguments, formArg, previousStateArg } from "@/lib/http/actions/server-action";
import { formText as text } from "@/lib/http/actions/record-form-action";
import { catalogChanged } from "@/lib/cache/catalog-entry";
import { ApiError } from "@/lib/commerce/errors";
import { ALT_TEXT_FIELD, imageAltFormSchema } from "@/lib/commerce/catalog/image-alt";
import { addProductImage, makeProductImageMain, moveProductImage, removeProductImage, setProductImageAlt } from "@/lib/commerce/catalog/product-images";
import { IMAGE_INTENTS, NEW_IMAGE_FILE_FIELD, type ImageIntent, type ProductImageFormState } from "@/lib/web/product-image-forms";
import { requireAdmin } from "@/lib/web/admin-session";
import { productIdParam } from "@/lib/http/path-ids";

const productPath = (id: string) => `/admin/products/${encodeURIComponent(id)}`;
const imagesOutcome = (id: string, outcome: { image_done?: string; image_error?: string }) => `${productPath(id)}?${new URLSearchParams(outcome)}#images`;

/** Where a domain refusal goes: beside the file or the alt text, else the form's own status. */
function refusal(error: ApiError): Pick<ProductImageFormState, "fieldErrors" | "error"> {
  const first = error.errors[0];
  const detail = first?.detail ?? first?.title ?? "The image could not be saved.";
  if (first?.source === "file") return { fieldErrors: { [NEW_IMAGE_FILE_FIELD]: detail } };
  if (first?.source === ALT_TEXT_FIELD) return { fieldErrors: { [ALT_TEXT_FIELD]: detail } };
  return { error: detail };
}

/** The alt text checked with the form's schema; the field error when refused. */
function checkedAlt(form: FormData) {
  const values = { alt_text: text(form, ALT_TEXT_FIELD) };
  const checked = imageAltFormSchema.safeParse(values);
  return checked.success ? { values, alt: checked.data.alt_text } : { values, fieldErrors: { [ALT_TEXT_FIELD]: checked.error.issues[0].message } };
}

/** A form of the section (upload, alt text): the session, the alt text, the work; back to the section when done. */
async function imageForm(name: string, args: readonly unknown[], work: (productId: string, alt: string, form: FormData, caller: Awaited<ReturnType<typeof requireAdmin>>) => Promise<string | undefined>) {
  const [, form] = actionArguments(name, args, z.tuple([previousStateArg, formArg]));
  const productId = text(form, "product_id");
  const caller = await requireAdmin(productPath(productId));
  const { values, alt, fieldErrors } = checkedAlt(form);
  if (alt === undefined) return { values, fieldErrors };
  let done: string | undefined;
  try {
    done = await work(productId, alt, form, caller);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { ...refusal(error), values };
  }
  if (done === undefined) return { values, fieldErrors: { [NEW_IMAGE_FILE_FIELD]: "Choose an image file to upload." } };
  catalogChanged(undefined);
  redirect(imagesOutcome(productId, { image_done: done }));
}

export async function uploadProductImageAction(...args: [previous: ProductImageFormState, form: FormData]): Promise<ProductImageFormState> {
  return imageForm("uploadProductImageAction", args, async (productId, alt, form, caller) => {
    const file = form.get(NEW_IMAGE_FILE_FIELD);
    if (!(file instanceof File) || file.size === 0) return undefined;
    await addProductImage(productIdParam(productId), { name: file.name, type: file.type, bytes: new Uint8Array(await file.arrayBuffer()) }, alt, caller);
    return "added";
  });
}

export async function saveProductImageAltAction(...args: [previous: ProductImageFormState, form: FormData]): Promise<ProductImageFormState> {
  return imageForm("saveProductImageAltAction", args, async (productId, alt, form, caller) => {
    await setProductImageAlt(productIdParam(productId), text(form, "file_id"), alt, caller);
    return "alt";
  });
}

/** The buttons beside an image: which one was pressed is the form's `intent`. */
export async function productImageButtonAction(...args: [form: FormData]): Promise<never> {
  const [form] = actionArguments("productImageButtonAction", args, z.tuple([formArg]));
  const productId = text(form, "product_id");
  const caller = await requireAdmin(productPath(productId));
  const intent = text(form, "intent") as ImageIntent;
  if (!IMAGE_INTENTS.includes(intent)) redirect(imagesOutcome(productId, { image_error: "Choose what to do with the image." }));
  const fileId = text(form, "file_id");
  let outcome: { image_done?: string; image_error?: string };
  try {
    const id = productIdParam(productId);
    if (intent === "main") await makeProductImageMain(id, fileId, caller);
    else if (intent === "remove") await removeProductImage(id, fileId, caller);
    else await moveProductImage(id, fileId, intent, caller);
    outcome = { image_done: intent };
    catalogChanged(undefined);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    outcome = { image_error: error.errors.map((e) => e.detail ?? e.title).join(" ") };
  }
  redirect(imagesOutcome(productId, outcome));
}
