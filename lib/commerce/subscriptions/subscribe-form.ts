// The storefront's Subscribe form (/subscriptions): which offering and plan, and how many. The browser checks it with
// this schema and the Server Action checks it again before adding EP's subscription_item to the cart.
import { z } from "zod";
import { MAX_LINE_QUANTITY } from "../carts/item-limit";
import { uuidField } from "@/lib/commerce/uuid";

export const subscribeFormSchema = z.object({
  offering_id: uuidField("Choose an offering"),
  plan_id: uuidField("Choose a plan"),
  quantity: z.coerce
    .number({ message: "Quantity must be a whole number of at least 1" })
    .int("Quantity must be a whole number of at least 1")
    .min(1, "Quantity must be a whole number of at least 1")
    .max(MAX_LINE_QUANTITY, `Quantity must be at most ${MAX_LINE_QUANTITY.toLocaleString("en-US")}`),
});

export type SubscribeForm = z.output<typeof subscribeFormSchema>;

/** The cart item the form adds. */
export const subscriptionItem = (form: SubscribeForm) => ({
  type: "subscription_item" as const,
  id: form.offering_id,
  quantity: form.quantity,
  subscription_configuration: { plan: form.plan_id },
});
