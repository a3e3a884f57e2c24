"use server";
// The address book's actions: add an address (checked with the API's own address schema) and forget one.
// Both work as plain form posts too.
import { revalidatePath } from "next/cache";
import { z } from "zod";
import { actionArguments, formArg, previousStateArg } from "@/lib/http/actions/server-action";
import { addressBookSchema } from "@/lib/commerce/accounts/address-schema";
import { forgetAddress, saveAddress } from "@/lib/commerce/accounts/account-pages";
import { ApiError } from "@/lib/commerce/errors";
import { requireShopper } from "@/lib/web/shopper-session";
import { storefrontCaller } from "@/lib/web/storefront-caller";
import { addressIdParam } from "@/lib/http/path-ids";

export type AddressFormState = { saved?: string; error?: string; fieldErrors?: Record<string, string> };

const FIELDS = ["name", "first_name", "last_name", "company_name", "phone_number", "line_1", "line_2", "city", "county", "region", "postcode", "country", "instructions"];

export async function addAddress(...args: [previous: AddressFormState, formData: FormData]): Promise<AddressFormState> {
  const [, formData] = actionArguments("addAddress", args, z.tuple([previousStateArg, formArg]));
  const shopper = await requireShopper("/account/addresses");
  // Empty optional fields are left out, as the browser's form leaves them.
  const raw = Object.fromEntries(FIELDS.flatMap((name) => {
    const value = formData.get(name);
    return typeof value === "string" && value.trim() !== "" ? [[name, value]] : [];
  }));
  const input = addressBookSchema.safeParse(raw);
  if (!input.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of input.error.issues) fieldErrors[String(issue.path[0])] ??= issue.message;
    return { fieldErrors };
  }
  try {
    const saved = await saveAddress({ ...storefrontCaller(shopper), accountId: shopper.accountId }, input.data);
    revalidatePath("/account/addresses");
    return { saved: saved.name || `${saved.line1}, ${saved.city}` };
  } catch (error) {
    if (error instanceof ApiError) return { error: error.errors.map((e) => e.detail ?? e.title).join(" ") };
    throw error;
  }
}

export async function removeAddress(...args: [formData: FormData]): Promise<void> {
  const [formData] = actionArguments("removeAddress", args, z.tuple([formArg]));
  const shopper = await requireShopper("/account/addresses");
  const id = formData.get("address_id");
  if (typeof id === "string") {
    try {
      await forgetAddress({ ...storefrontCaller(shopper), accountId: shopper.accountId }, addressIdParam(id));
    } catch (error) {
      // Already gone (another tab): nothing to do.
      if (!(error instanceof ApiError)) throw error;
    }
  }
  revalidatePath("/account/addresses");
}
