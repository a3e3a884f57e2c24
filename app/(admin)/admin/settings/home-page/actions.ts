"use server";
// Saving the storefront's home page: the admin session (the store's owners, as every settings page), the
// domain's schema (home-page-schema.ts), one domain call that keeps the image, the settings and their activity row
// together or not at all. It answers the form's state (useActionState), so it works without JavaScript.
import { z } from "zod";
import { actionArguments, formArg, previousStateArg } from "@/lib/http/actions/server-action";
import { fieldErrorsOf, formText } from "@/lib/http/actions/record-form-action";
import { ApiError } from "@/lib/commerce/errors";
import { HERO_IMAGE_FIELD, homePageSchema, type HomePageFields } from "@/lib/commerce/settings/home-page-schema";
import { readHomePageForm, updateHomePage } from "@/lib/commerce/settings/home-page";
import { requireOwner } from "@/lib/web/admin-session";
import type { HomePageState } from "@/components/admin/store-settings-state";

const TEXT_FIELDS = ["hero_heading", "hero_text", "cta_label", "cta_href", "image_alt", "featured_category", "featured_heading", "featured_count"] as const;

/** Where a refusal of the domain goes on the form: beside the field it names, else over the whole form. */
function refusal(error: ApiError): Pick<HomePageState, "fieldErrors" | "error"> {
  const first = error.errors[0];
  const detail = first?.detail ?? first?.title ?? "The home page could not be saved.";
  const source = first?.source === "file" ? HERO_IMAGE_FIELD : first?.source;
  return source && (source === HERO_IMAGE_FIELD || (TEXT_FIELDS as readonly string[]).includes(source)) ? { fieldErrors: { [source]: detail } } : { error: detail };
}

export async function saveHomePage(...args: [previous: HomePageState, form: FormData]): Promise<HomePageState> {
  const [, form] = actionArguments("saveHomePage", args, z.tuple([previousStateArg, formArg]));
  const caller = await requireOwner("/admin/settings/home-page");
  const typed = (name: string) => formText(form, name);
  const file = form.get(HERO_IMAGE_FIELD);
  const upload = file instanceof File && file.size > 0 ? { name: file.name, type: file.type, bytes: new Uint8Array(await file.arrayBuffer()) } : undefined;
  const remove = form.get("remove_image") === "on";
  // Whether the hero has an image: a file sent, else the one kept (the form says so; the domain checks what is stored).
  const hasImage = upload ? "yes" : remove ? "no" : typed("has_image") === "yes" ? "yes" : "no";
  const values = { ...(Object.fromEntries(TEXT_FIELDS.map((name) => [name, typed(name)])) as Omit<HomePageFields, "has_image">), has_image: hasImage } satisfies HomePageFields;
  const asTyped = async (refused: Pick<HomePageState, "fieldErrors" | "error">): Promise<HomePageState> => ({ values, image: (await readHomePageForm()).image, ...refused });
  const checked = homePageSchema.safeParse(values);
  if (!checked.success) return asTyped({ fieldErrors: fieldErrorsOf(checked.error.issues) });
  try {
    const saved = await updateHomePage(caller, checked.data, { upload, remove });
    return { values: saved.fields, image: saved.image, saved: true };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return asTyped(refusal(error));
  }
}
