"use client";
// The checkout form: the customer and two addresses (billing the same as shipping unless unticked),
// validated with the orders module's own zod schema (checkoutFormSchema), so the browser and the API
// refuse the same input in the same words. The server's refusals go beside the fields they name.
import { useRouter } from "next/navigation";
import { useMemo, useRef, useState } from "react";
import { useForm, type Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { useQueryClient } from "@tanstack/react-query";
import { placeOrder } from "@/app/(storefront)/checkout/actions";
import { TextField } from "@/components/ui/text-field";
import { CART_QUERY } from "@/lib/client/cart-query";
import { checkoutFormSchema, type CheckoutForm as CheckoutValues } from "@/lib/commerce/orders/checkout-schema";
import { AddressFields } from "./address-fields";

export type CheckoutFormInput = z.input<typeof checkoutFormSchema>;

const emptyAddress = { first_name: "", last_name: "", line_1: "", line_2: "", city: "", county: "", postcode: "", country: "" };

/** An address with its empty optional fields left out (the API refuses nothing for them, but stores none). */
function compact<T extends Record<string, unknown>>(address: T): T {
  return Object.fromEntries(Object.entries(address).filter(([, value]) => value !== "" && value !== undefined)) as T;
}

export function CheckoutForm({ customer }: { customer?: { name: string; email: string } }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const [billingSame, setBillingSame] = useState(true);
  const same = useRef(billingSame);
  const [formError, setFormError] = useState<string[]>([]);
  const resolver = useMemo<Resolver<CheckoutFormInput, unknown, CheckoutValues>>(() => {
    const base = zodResolver(checkoutFormSchema);
    // With "same as shipping", the billing address is the shipping address.
    return (values, context, options) =>
      base(same.current ? { ...values, billing_address: values.shipping_address } : values, context, options);
  }, []);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CheckoutFormInput, unknown, CheckoutValues>({
    resolver,
    defaultValues: { customer: customer ?? { name: "", email: "" }, shipping_address: emptyAddress, billing_address: emptyAddress },
    mode: "onTouched",
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError([]);
    let result;
    try {
      result = await placeOrder({
        customer: values.customer,
        shipping_address: compact(values.shipping_address),
        billing_address: compact(billingSame ? values.shipping_address : values.billing_address),
      });
    } catch {
      setFormError(["Your order could not be placed. Check your connection and try again."]);
      return;
    }
    if ("orderId" in result) {
      // The cart is now a new, empty one: let the header and the cart page ask again.
      queryClient.removeQueries({ queryKey: [CART_QUERY] });
      router.push(`/orders/${result.orderId}?placed=1`);
      router.refresh();
      return;
    }
    const elsewhere: string[] = [];
    for (const error of result.errors) {
      const path = error.source?.replace(/^data\./, "");
      const message = error.detail ?? error.title;
      if (path && /^(customer|shipping_address|billing_address)\.[a-z_0-9]+$/.test(path)) {
        setError((billingSame ? path.replace(/^billing_address/, "shipping_address") : path) as "customer.name", { type: "server", message });
      } else elsewhere.push(message);
    }
    setFormError(elsewhere);
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Checkout" className="space-y-8">
      <p className="text-sm text-stone-600">Every field is required unless it says optional.</p>
      <fieldset className="space-y-4">
        <legend className="text-lg font-semibold">Your details</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField id="customer-name" label="Full name" autoComplete="name" aria-required error={errors.customer?.name?.message} {...register("customer.name")} />
          <TextField
            id="customer-email"
            label="Email"
            type="email"
            autoComplete="email"
            aria-required
            error={errors.customer?.email?.message}
            {...register("customer.email")}
          />
        </div>
      </fieldset>
      <fieldset className="space-y-4">
        <legend className="text-lg font-semibold">Shipping address</legend>
        <AddressFields prefix="shipping_address" section="shipping" register={register} errors={errors} />
      </fieldset>
      <div className="flex items-center gap-3">
        <input
          id="billing-same"
          type="checkbox"
          className="h-5 w-5 accent-brand-700"
          checked={billingSame}
          onChange={(event) => {
            same.current = event.target.checked;
            setBillingSame(event.target.checked);
          }}
        />
        <label htmlFor="billing-same">Billing address is the same as the shipping address</label>
      </div>
      {billingSame ? null : (
        <fieldset className="space-y-4">
          <legend className="text-lg font-semibold">Billing address</legend>
          <AddressFields prefix="billing_address" section="billing" register={register} errors={errors} />
        </fieldset>
      )}
      <div role="alert" className="font-medium text-red-700 empty:hidden" data-testid="checkout-error">
        {formError.map((message) => (
          <p key={message}>{message}</p>
        ))}
      </div>
      <button
        type="submit"
        disabled={isSubmitting}
        className="w-full rounded-md bg-brand-700 px-5 py-3 font-medium text-white hover:bg-brand-900 disabled:opacity-60 sm:w-auto"
      >
        {isSubmitting ? "Placing your order…" : "Place order"}
      </button>
    </form>
  );
}
