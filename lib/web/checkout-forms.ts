// The checkout form as a plain form post (a browser without JavaScript submits it to the Server Action
// checkoutFromForm, app/(storefront)/checkout/actions.ts): its field names, what a post is read as, and the
// state the action answers with, which the form renders. With JavaScript the form runs its steps in the page and
// calls placeOrder; both place the order through the same function with the same checkout attempt key. Pure: the
// client component and the actions share it.

export type CheckoutStep = 1 | 2 | 3;

export type CheckoutAddressValues = Record<"first_name" | "last_name" | "line_1" | "line_2" | "city" | "county" | "region" | "postcode" | "country" | "phone_number", string>;

/** The form's fields: the customer, two addresses, and whether billing is the shipping address. */
export type CheckoutFormValues = {
  customer: { name: string; email: string };
  shipping_address: CheckoutAddressValues;
  billing_address: CheckoutAddressValues;
  /** Not sent to the API: with it ticked, the billing address is the shipping address. */
  billing_same: boolean;
};

/** The fields React Hook Form does not name: the step posted, the attempt key, the method, Back. */
export const CHECKOUT_FORM_FIELDS = { step: "checkout_step", attempt: "checkout_attempt", shippingMethod: "shipping_method", back: "back" } as const;

/** Where a Back button goes: the step before (Back, "Change shipping method") or the details ("Change your details"). */
export const CHECKOUT_BACK = { previous: "1", details: "details" } as const;

const ADDRESS_FIELDS = ["first_name", "last_name", "line_1", "line_2", "city", "county", "region", "postcode", "country", "phone_number"] as const;

export const EMPTY_ADDRESS: CheckoutAddressValues = Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, ""])) as CheckoutAddressValues;

/** What the form shows after a post without JavaScript: the step, the values sent, and what was refused. */
export type CheckoutFormState = {
  step: CheckoutStep;
  values?: CheckoutFormValues;
  shippingMethodId?: string;
  /** Refusals beside a field, by its name (`shipping_address.city`). */
  fieldErrors?: Record<string, string>;
  /** Refusals that belong to no field. */
  errors?: string[];
};

export const CHECKOUT_NOT_STARTED: CheckoutFormState = { step: 1 };

export type CheckoutPost = {
  step: CheckoutStep;
  /** A Back button: to the step before, or to the details. */
  back?: "previous" | "details";
  attempt: string;
  shippingMethodId: string;
  values: CheckoutFormValues;
};

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/** A post of the checkout form, or undefined when it is not one (no step, no attempt key). */
export function readCheckoutForm(form: FormData): CheckoutPost | undefined {
  const step = Number(text(form, CHECKOUT_FORM_FIELDS.step));
  const attempt = text(form, CHECKOUT_FORM_FIELDS.attempt);
  if ((step !== 1 && step !== 2 && step !== 3) || attempt === "") return undefined;
  const address = (prefix: string) => Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, text(form, `${prefix}.${f}`)])) as CheckoutAddressValues;
  return {
    step,
    ...(form.has(CHECKOUT_FORM_FIELDS.back) ? { back: text(form, CHECKOUT_FORM_FIELDS.back) === CHECKOUT_BACK.details ? "details" : "previous" } : {}),
    attempt,
    shippingMethodId: text(form, CHECKOUT_FORM_FIELDS.shippingMethod),
    values: {
      customer: { name: text(form, "customer.name"), email: text(form, "customer.email") },
      shipping_address: address("shipping_address"),
      billing_address: address("billing_address"),
      // A checkbox posts only when ticked; a step that does not show it carries it in a hidden field.
      billing_same: form.get("billing_same") !== null && form.get("billing_same") !== "false",
    },
  };
}

/** An address with its empty optional fields left out (the API refuses nothing for them, but stores none). */
export function compactAddress<T extends Record<string, unknown>>(address: T): T {
  return Object.fromEntries(Object.entries(address).filter(([, value]) => value !== "" && value !== undefined)) as T;
}

/** Where the cart ships, for checkout's shipping and tax: the shipping address's country and region (EP's state field). */
export const shippingDestination = (address: { country: string; region?: string }) => ({ country: address.country, region: address.region ?? "" });

/** The checkout body's `data` from the form's values: billing is the shipping address while "same" is ticked. */
export function checkoutData(values: CheckoutFormValues) {
  return {
    customer: values.customer,
    shipping_address: compactAddress(values.shipping_address),
    billing_address: compactAddress(values.billing_same ? values.shipping_address : values.billing_address),
  };
}
