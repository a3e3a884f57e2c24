// The cart's forms as plain form posts (a browser without JavaScript submits them to the Server Actions of
// app/(storefront)/cart/actions.ts): the field names, what a post is read as, and the state an action answers
// with, which the form renders (the same words the JavaScript path shows). Pure: the client components and the
// actions share it.
import { MAX_LINE_QUANTITY } from "@/lib/commerce/carts/item-limit";

/**
 * The product form's own fields; a bundle's option checkboxes are `bundle:<component>` (their value the option
 * product's id); every other field it posts is one of the product's custom inputs.
 */
export const ADD_FORM_FIELDS = { product: "product_id", quantity: "quantity", bundlePrefix: "bundle:" } as const;

/** The cart line forms' fields. */
export const LINE_FORM_FIELDS = { item: "item_id", quantity: "quantity", remove: "remove" } as const;

/** What an add from the product form came to, as its form shows it. */
export type AddFormState = {
  /** "Added 2 × Ceramic Mug to your cart." */
  added?: string;
  /** Refusals that belong to no field. */
  errors: string[];
  /** Refusals beside a custom input (by its key) or a bundle's component (by its key). */
  fields: Record<string, string>;
  quantityError?: string;
  /** What the shopper sent, kept in the fields when the add was refused. */
  values?: Record<string, string>;
  quantity?: string;
  /** A bundle's options ticked, by component: the option ids. */
  chosen?: Record<string, string[]>;
};

export const NO_ADD_YET: AddFormState = { errors: [], fields: {} };

/** What a cart line form's change came to: why it was refused, if it was. */
export type LineFormState = { error?: string };

export const NO_LINE_CHANGE_YET: LineFormState = {};

export type AddFormPost = { productId: string; quantity: string; customInputs: Record<string, string>; chosen: Record<string, string[]> };

/** A post of the product form: the product, the quantity as typed, and the custom inputs (the other text fields). */
export function readAddForm(form: FormData): AddFormPost | undefined {
  const productId = form.get(ADD_FORM_FIELDS.product);
  if (typeof productId !== "string" || productId === "") return undefined;
  const quantity = form.get(ADD_FORM_FIELDS.quantity);
  const customInputs: Record<string, string> = {};
  const chosen: Record<string, string[]> = {};
  for (const [key, value] of form.entries()) {
    // React's own fields of a Server Action form start with "$".
    if (key === ADD_FORM_FIELDS.product || key === ADD_FORM_FIELDS.quantity || key.startsWith("$") || typeof value !== "string") continue;
    if (key.startsWith(ADD_FORM_FIELDS.bundlePrefix)) {
      // A choice of one's "None" posts an empty value: the component is there, with nothing chosen.
      const ids = (chosen[key.slice(ADD_FORM_FIELDS.bundlePrefix.length)] ??= []);
      if (value !== "") ids.push(value);
    }
    else customInputs[key] = value;
  }
  return { productId, quantity: typeof quantity === "string" ? quantity : "", customInputs, chosen };
}

/** A post of a cart line form: the line and the quantity asked for (as sent; the action checks it). */
export function readLineForm(form: FormData): { itemId: string; quantity: string } | undefined {
  const itemId = form.get(LINE_FORM_FIELDS.item);
  if (typeof itemId !== "string" || itemId === "") return undefined;
  const quantity = form.get(LINE_FORM_FIELDS.quantity);
  return { itemId, quantity: typeof quantity === "string" ? quantity : "" };
}

/** A typed quantity that removes the line (as EP's API takes a quantity of 0). */
export const REMOVING_QUANTITY = 0;

/**
 * A cart line's quantity as typed: a whole number from 0 (which removes the line) to the line limit, or why
 * not. The words are the same with scripts (the stepper) and without (the line's form).
 */
export function lineQuantityProblem(value: string): string | undefined {
  const n = Number(value);
  if (value.trim() === "" || !Number.isInteger(n) || n < REMOVING_QUANTITY || n > MAX_LINE_QUANTITY) {
    return `Enter a whole number from 1 to ${MAX_LINE_QUANTITY.toLocaleString("en-US")}, or enter 0 to remove the item.`;
  }
  return undefined;
}

/**
 * A bundle's selection from the options ticked: each option at its fixed quantity. An id that is no option of
 * its component is kept (at 1), so that the server's own rule refuses it in its words.
 */
export function selectionOf(components: Record<string, { options: { id: string; quantity: number }[] }>, chosen: Record<string, string[]>) {
  const selected: Record<string, Record<string, number>> = {};
  for (const [key, ids] of Object.entries(chosen)) {
    const options = Object.hasOwn(components, key) ? components[key].options : [];
    selected[key] = Object.fromEntries(ids.map((id) => [id, options.find((o) => o.id === id)?.quantity ?? 1]));
  }
  return selected;
}
