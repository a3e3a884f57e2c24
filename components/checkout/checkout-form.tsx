"use client";
// The checkout form: the customer and two addresses (billing the same as shipping unless unticked). react-hook-form
// with the orders module's own zod schema (checkoutFormSchema, loaded on the form's first check), so the browser and
// the API refuse the same input in the same words: a field is checked when left, then as it changes; on submit focus
// goes to the first refused field. The server's refusals go beside the fields they name. Without JavaScript the
// form posts each step to the checkoutFromForm action (lib/web/checkout-forms.ts), which checks the same schema
// and answers with the next step; every step carries the other steps' fields as hidden fields. Both ways place
// the order with the checkout attempt key the page rendered, so a repeated Place order gives the same order.
import Link from "next/link";
import { useRouter } from "next/navigation";
import { Fragment, useActionState, useEffect, useRef, useState, useTransition } from "react";
import { useForm, useWatch, type FieldPath, type Resolver } from "react-hook-form";
import { useQueryClient } from "@tanstack/react-query";
import { checkoutFromForm, keepCheckoutDraft, placeOrder, reviewCheckout } from "@/app/(storefront)/checkout/actions";
import { TextField } from "@/components/ui/text-field";
import { CART_QUERY } from "@/lib/client/cart-query";
import { lazyZodResolver } from "@/lib/client/lazy-resolver";
import { lazySchema, preload } from "@/lib/client/use-schema-check";
import type { CheckoutForm as CheckoutValues } from "@/lib/commerce/orders/checkout-schema";
import { CHECKOUT_BACK, CHECKOUT_FORM_FIELDS, CHECKOUT_NOT_STARTED, compactAddress, EMPTY_ADDRESS, shippingDestination, type CheckoutFormValues } from "@/lib/web/checkout-forms";
import { AddressFields, type AddressValues, type FieldProps } from "./address-fields";
import type { SavedAddress, ShippingOption } from "@/lib/commerce/checkout/checkout-choices";
import type { CheckoutDraft } from "@/lib/commerce/checkout/checkout-draft";
import { DetailsRecap, MANUAL_PAYMENT, OrderReview } from "./order-review";
import { shipsTo } from "@/lib/commerce/checkout/countries";
import { needsRegion, regionOf } from "@/lib/commerce/checkout/regions";

type Destination = { country: string; region: string };

type Section = "customer" | "shipping_address" | "billing_address";
type FormValues = CheckoutFormValues;

const checkoutSchema = lazySchema(() => import("@/lib/commerce/orders/checkout-schema").then((m) => m.checkoutFormSchema));
const schemaResolver = lazyZodResolver<Omit<FormValues, "billing_same">>(checkoutSchema);

/**
 * What the schema judges: the three sections, the billing address being the shipping address while "same as
 * shipping" is ticked (its hidden fields then refuse nothing of their own).
 */
const checkoutResolver: Resolver<FormValues, unknown, CheckoutValues> = async ({ billing_same, ...values }, context, options) => {
  const judged = await schemaResolver(billing_same ? { ...values, billing_address: values.shipping_address } : values, context, options as never);
  if (billing_same && judged.errors.billing_address) {
    const shown = { ...judged.errors };
    delete shown.billing_address;
    return { values: {}, errors: shown } as never;
  }
  return judged as never;
};

/** A field's value in the form's values by its name (`shipping_address.city`), for the fields a post without JavaScript shows again. */
function valueAt(values: FormValues, name: string): string {
  const [section, key] = name.split(".") as [Section, string];
  return (values[section] as Record<string, string>)[key] ?? "";
}

type Props = {
  customer?: { name: string; email: string };
  savedAddresses?: SavedAddress[];
  shippingOptions?: ShippingOption[];
  /** This checkout attempt's key (issued for the cart with each render of the page: checkout-attempt.ts): every Place order of it gives one order. */
  attempt: string;
  /** What was typed before, kept with the cart (the page resumes it on a step its details allow). */
  draft?: CheckoutDraft;
  /** The policies placing the order agrees to (terms of service, refund policy: those with text), linked by the Place order step. */
  agreedPolicies?: { slug: string; title: string }[];
  /** The country the addresses start with ('' for none: preset-country.ts). */
  startCountry?: string;
};

/** The steps' names: the list of steps and each step's heading. */
const STEP_NAMES = ["Details and address", "Shipping", "Review and payment"] as const;

/** How long typing pauses before what was typed is kept with the cart (leaving a field keeps it at once). */
const DRAFT_PAUSE_MS = 400;

export function CheckoutForm({ customer, savedAddresses = [], shippingOptions = [], attempt, draft, agreedPolicies = [], startCountry = "" }: Props) {
  const router = useRouter();
  // Without JavaScript each step is a post, and the page renders what the action answered.
  const [posted, formAction] = useActionState(checkoutFromForm, CHECKOUT_NOT_STARTED);
  const resumed = posted === CHECKOUT_NOT_STARTED ? draft : undefined;
  // A signed-in shopper's name and e-mail come from their profile until a draft holds some of their own.
  const typedCustomer = resumed && (resumed.values.customer.name !== "" || resumed.values.customer.email !== "");
  const [shippingMethodId, setShippingMethodId] = useState(posted.shippingMethodId || resumed?.shippingMethodId || shippingOptions[0]?.id || "");
  // The steps: 1 details and address, 2 shipping method, 3 review and payment (the summary beside the form is the
  // cart priced for the address and method chosen; the review step lists what the order will be).
  const [step, setStep] = useState<1 | 2 | 3>(resumed?.step ?? posted.step);
  const startValues: FormValues = posted.values ??
    (resumed ? { ...resumed.values, customer: typedCustomer || !customer ? resumed.values.customer : customer } : undefined) ?? {
      customer: customer ?? { name: "", email: "" },
      shipping_address: { ...EMPTY_ADDRESS, country: startCountry },
      billing_address: { ...EMPTY_ADDRESS, country: startCountry },
      billing_same: true,
    };
  const [review, setReview] = useState<{ busy: boolean; error?: string; done?: string }>({ busy: false });
  // The summary beside the form is the server's: the totals are updated once its refreshed rendering is on the
  // page, not when the cart was repriced (until then it still shows the shipping chosen before).
  const [refreshingSummary, startSummaryRefresh] = useTransition();
  const queryClient = useQueryClient();
  const { register, handleSubmit, control, formState, getFieldState, getValues, setValue, setError, clearErrors, subscribe } = useForm<FormValues, unknown, CheckoutValues>({
    mode: "onTouched",
    shouldFocusError: true,
    defaultValues: startValues,
    resolver: checkoutResolver,
  });
  const billingSame = useWatch({ control, name: "billing_same" });
  // The state or province lists follow the countries chosen.
  const shippingCountry = useWatch({ control, name: "shipping_address.country" }) ?? "";
  const billingCountry = useWatch({ control, name: "billing_address.country" }) ?? "";
  const [submitting, setSubmitting] = useState(false);
  const [formError, setFormError] = useState<string[]>([]);
  const formRef = useRef<HTMLFormElement>(null);
  // Refused fields found on a later step: step 1 shows them again, then focus goes to the first.
  const focusRefused = useRef(false);
  // The review's Change: focus goes to the first field of the step it went back to.
  const focusStepStart = useRef(false);
  // Continue and Back: focus goes to the new step's heading, so a screen reader says where the shopper is and the
  // keyboard starts from the top of the step (not from its submit button, skipping the choices above it).
  const focusHeading = useRef(false);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusHeading.current) {
      focusHeading.current = false;
      stepHeading.current?.focus();
    }
    if (focusStepStart.current) {
      focusStepStart.current = false;
      formRef.current?.querySelector<HTMLElement>("fieldset input, fieldset select")?.focus();
    }
    if (!focusRefused.current || step !== 1) return;
    focusRefused.current = false;
    formRef.current?.querySelector<HTMLElement>("[aria-invalid=true]")?.focus();
  }, [step]);

  // What is typed, the step and the method are kept with the cart on the server (keepCheckoutDraft) once typing
  // pauses, and at once when the step or the method changes: a reload or a return finds them.
  const [draftKept, setDraftKept] = useState<boolean | undefined>(undefined);
  const draftTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const draftSaves = useRef(0);
  // The step and method the draft is kept with (the latest, for a save the typing timer makes).
  const where = useRef({ step, shippingMethodId });
  const draftWaiting = useRef(false);
  function keepDraft() {
    draftWaiting.current = false;
    clearTimeout(draftTimer.current);
    setDraftKept(undefined);
    const save = ++draftSaves.current;
    keepCheckoutDraft({ values: getValues(), ...where.current }).then(
      (result) => {
        if (save === draftSaves.current) setDraftKept(result.kept);
      },
      () => {
        if (save === draftSaves.current) setDraftKept(false);
      },
    );
  }
  useEffect(() => {
    const stopTyping = subscribe({
      formState: { values: true },
      callback: () => {
        // A save on its way no longer keeps what is typed now: its answer must not say it does.
        draftSaves.current++;
        setDraftKept(undefined);
        clearTimeout(draftTimer.current);
        draftWaiting.current = true;
        draftTimer.current = setTimeout(keepDraft, DRAFT_PAUSE_MS);
      },
    });
    return () => {
      stopTyping();
      clearTimeout(draftTimer.current);
    };
    // keepDraft reads the latest values and step through getValues and a ref.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [subscribe]);
  useEffect(() => {
    if (where.current.step === step && where.current.shippingMethodId === shippingMethodId) return;
    where.current = { step, shippingMethodId };
    keepDraft();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [step, shippingMethodId]);

  // A destination and a method chosen: the cart is priced for them (shipping group, tax items) and the summary
  // beside the form, rendered by the server, is refreshed. A country with regions waits for its state or province.
  async function reviewFor({ country, region }: Destination, methodId: string) {
    if (!shipsTo(country) || !methodId) return;
    if (needsRegion(country) && regionOf(country, region) === undefined) return;
    setReview({ busy: true });
    try {
      const result = await reviewCheckout({ country, region, shippingMethodId: methodId });
      queryClient.removeQueries({ queryKey: [CART_QUERY] });
      startSummaryRefresh(() => {
        setReview("errors" in result ? { busy: false, error: result.errors.map((e) => e.detail ?? e.title).join(" ") } : { busy: false, done: `${country}:${methodId}` });
        router.refresh();
      });
    } catch {
      setReview({ busy: false, error: "The totals could not be updated. Check your connection." });
    }
  }

  /** A new country: a region of another country no longer applies (the list changes with it). */
  function countryChanged(section: "shipping_address" | "billing_address", country: string) {
    const region = getValues(`${section}.region`);
    if (region && regionOf(country, region) === undefined) setValue(`${section}.region`, "");
    if (section === "shipping_address") void reviewFor(shippingDestination(getValues("shipping_address")), shippingMethodId);
  }

  function field(name: `${Section}.${string}`): FieldProps {
    const path = name as FieldPath<FormValues>;
    const changes =
      name === "shipping_address.country" || name === "billing_address.country"
        ? { onChange: (event: { target: { value: string } }) => countryChanged(name === "shipping_address.country" ? "shipping_address" : "billing_address", event.target.value) }
        : name === "shipping_address.region"
          ? { onChange: () => void reviewFor(shippingDestination(getValues("shipping_address")), shippingMethodId) }
          : undefined;
    return {
      ...register(path, changes),
      // What a post without JavaScript sent is shown again (react-hook-form sets values only once scripts run).
      defaultValue: valueAt(startValues, name),
      error: getFieldState(path, formState).error?.message ?? posted.fieldErrors?.[name],
    };
  }

  async function place(valid: CheckoutValues) {
    // Placing the order forgets the draft: no save still waiting may bring it back.
    clearTimeout(draftTimer.current);
    draftWaiting.current = false;
    draftSaves.current++;
    const result = await placeOrder(
      {
        customer: valid.customer,
        shipping_address: compactAddress(valid.shipping_address),
        billing_address: compactAddress(valid.billing_address),
      },
      { ...shippingDestination(valid.shipping_address), shippingMethodId },
      attempt,
    );
    if ("orderId" in result) {
      // The cart is now a new, empty one: let the header and the cart page ask again.
      queryClient.removeQueries({ queryKey: [CART_QUERY] });
      router.push(`/orders/${result.orderId}?placed=1`);
      router.refresh();
      return;
    }
    const elsewhere: string[] = [];
    let refused = false;
    for (const error of result.errors) {
      const path = error.source?.replace(/^data\./, "");
      const message = error.detail ?? error.title;
      if (path && /^(customer|shipping_address|billing_address)\.[a-z_0-9]+$/.test(path)) {
        const shown = billingSame ? path.replace(/^billing_address/, "shipping_address") : path;
        setError(shown as FieldPath<FormValues>, { type: "server", message });
        refused = true;
      } else elsewhere.push(message);
    }
    setFormError(elsewhere);
    if (refused) {
      focusRefused.current = true;
      setStep(1);
    }
  }

  async function onValid(valid: CheckoutValues) {
    if (step === 1) {
      void reviewFor(shippingDestination(valid.shipping_address), shippingMethodId);
      focusHeading.current = true;
      setStep(shippingOptions.length ? 2 : 3);
    } else if (step === 2) {
      focusHeading.current = true;
      setStep(3);
    } else await place(valid);
  }

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setFormError([]);
    setSubmitting(true);
    handleSubmit(onValid, () => {
      // Refused on a later step (the server refused a field before): back to the fields, the first refused focused.
      if (step !== 1) {
        focusRefused.current = true;
        setStep(1);
      }
    })(event)
      .catch(() => setFormError(["Your order could not be placed. Check your connection and try again."]))
      .finally(() => setSubmitting(false));
  }

  return (
    <form
      ref={formRef}
      action={formAction}
      noValidate
      onSubmit={onSubmit}
      onFocus={() => preload(checkoutSchema)}
      // Leaving a field keeps what was typed in it at once, rather than after the pause.
      onBlur={() => {
        if (draftWaiting.current) keepDraft();
      }}
      aria-label="Checkout"
      className="space-y-8"
    >
      <input type="hidden" name={CHECKOUT_FORM_FIELDS.step} value={step} />
      <input type="hidden" name={CHECKOUT_FORM_FIELDS.attempt} value={attempt} />
      {step === 2 ? null : <input type="hidden" name={CHECKOUT_FORM_FIELDS.shippingMethod} value={shippingMethodId} />}
      {step === 1 ? null : <CarriedFields values={posted.values ?? resumed?.values} />}
      <ol aria-label="Checkout steps" className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
        {STEP_NAMES.map((label, index) => (
          <li key={label} aria-current={step === index + 1 ? "step" : undefined} className={step === index + 1 ? "font-semibold text-brand-700" : "text-stone-600"}>
            {index + 1}. {label}
          </li>
        ))}
      </ol>
      <h2 ref={stepHeading} tabIndex={-1} className="text-xl font-semibold" data-testid="checkout-step-heading">
        {STEP_NAMES[step - 1]}
      </h2>
      {step === 1 ? (
        <>
      <p className="text-sm text-stone-600">Every field is required unless it says optional.</p>
      <fieldset className="space-y-4">
        <legend className="text-lg font-semibold">Your details</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField id="customer-name" label="Full name" autoComplete="name" aria-required {...field("customer.name")} />
          <TextField id="customer-email" label="Email" type="email" autoComplete="email" aria-required {...field("customer.email")} />
        </div>
      </fieldset>
      <fieldset className="space-y-4">
        <legend className="text-lg font-semibold">Shipping address</legend>
        {savedAddresses.length ? (
          <div>
            <label htmlFor="saved-address" className="block text-sm font-medium">
              Use a saved address
            </label>
            <select
              id="saved-address"
              className="mt-1 w-full rounded-md border border-stone-300 bg-white px-3 py-2"
              defaultValue=""
              onChange={(event) => {
                const saved = savedAddresses.find((address) => address.id === event.target.value);
                if (!saved) return;
                const address = { ...EMPTY_ADDRESS, ...saved.fields };
                for (const [key, value] of Object.entries(address)) setValue(`shipping_address.${key as keyof AddressValues}`, value, { shouldDirty: true });
                clearErrors();
                void reviewFor(shippingDestination(address), shippingMethodId);
              }}
            >
              <option value="">Choose one, or fill in the fields</option>
              {savedAddresses.map((address) => (
                <option key={address.id} value={address.id}>
                  {address.label}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <AddressFields prefix="shipping_address" section="shipping" field={field} country={shippingCountry} />
      </fieldset>
      <div className="flex items-center gap-3">
        <input id="billing-same" type="checkbox" className="h-5 w-5 accent-brand-700" defaultChecked={startValues.billing_same} {...register("billing_same")} />
        <label htmlFor="billing-same">Billing address is the same as the shipping address</label>
      </div>
      {billingSame ? null : (
        <fieldset className="space-y-4">
          <legend className="text-lg font-semibold">Billing address</legend>
          <AddressFields prefix="billing_address" section="billing" field={field} country={billingCountry} />
        </fieldset>
      )}
        </>
      ) : null}
      {step === 2 ? (
        <>
      <DetailsRecap
        values={getValues()}
        onChange={() => {
          focusRefused.current = false;
          focusStepStart.current = true;
          setStep(1);
        }}
      />
      {shippingOptions.length ? (
        <fieldset className="space-y-2">
          <legend className="text-lg font-semibold">Shipping method</legend>
          {shippingOptions.map((option) => (
            <div key={option.id} className="flex items-start gap-3 rounded-md border border-stone-300 bg-white p-3">
              <input
                id={`shipping-${option.id}`}
                type="radio"
                name={CHECKOUT_FORM_FIELDS.shippingMethod}
                value={option.id}
                checked={shippingMethodId === option.id}
                onChange={() => {
                  setShippingMethodId(option.id);
                  void reviewFor(shippingDestination(getValues("shipping_address")), option.id);
                }}
                className="mt-1 h-5 w-5 accent-brand-700"
              />
              <label htmlFor={`shipping-${option.id}`} className="flex-1">
                <span className="flex justify-between gap-3 font-medium">
                  <span>{option.name}</span>
                  <span>{option.price}</span>
                </span>
                {option.note ? <span className="block text-sm text-stone-600">{option.note}</span> : null}
              </label>
            </div>
          ))}
        </fieldset>
      ) : null}
        </>
      ) : null}
      {step === 3 ? (
        <>
      <OrderReview
        values={getValues()}
        shipping={shippingOptions.find((option) => option.id === shippingMethodId)}
        onChange={(to) => {
          focusRefused.current = false;
          focusStepStart.current = true;
          setStep(to);
        }}
      />
      <fieldset className="space-y-3">
        <legend className="text-lg font-semibold">Payment</legend>
        <div className="flex items-start gap-3 rounded-md border border-stone-300 bg-white p-3">
          <input id="pay-manual" type="radio" name="payment_method" value="manual" defaultChecked className="mt-1 h-5 w-5 accent-brand-700" />
          <label htmlFor="pay-manual">
            <span className="block font-medium">{MANUAL_PAYMENT}</span>
            <span className="block text-sm text-stone-600">Nothing is taken now: your order confirmation says how much to pay and gives our bank details; or pay when it is delivered.</span>
          </label>
        </div>
        {/* A card gateway's own form goes here (docs/payments.md). */}
        <p className="text-sm text-stone-600">Card payments are not offered by this store yet.</p>
      </fieldset>
        </>
      ) : null}
      <p hidden data-testid="checkout-draft" data-saved={draftKept === true} />
      <p aria-live="polite" className="text-sm text-stone-600" data-testid="checkout-review" data-reviewed={refreshingSummary ? undefined : review.done}>
        {review.busy || refreshingSummary ? "Updating the totals for your address and shipping…" : review.error ? <span className="font-medium text-red-700">{review.error}</span> : null}
      </p>
      <div role="alert" className="font-medium text-red-700 empty:hidden" data-testid="checkout-error">
        {[...formError, ...(posted.errors ?? [])].map((message) => (
          <p key={message}>{message}</p>
        ))}
      </div>
      {step === 3 && agreedPolicies.length ? (
        <p className="text-sm text-stone-700" data-testid="checkout-agreement">
          By placing your order you agree to our{" "}
          {agreedPolicies.map((policy, index) => (
            <Fragment key={policy.slug}>
              {index > 0 ? " and " : ""}
              <Link href={`/policies/${policy.slug}`} className="text-brand-700 underline underline-offset-2">
                {policy.title}
              </Link>
            </Fragment>
          ))}
          .
        </p>
      ) : null}
      {/* The step's own button first: it is the form's default button, which Enter in a field presses. */}
      <div className="flex flex-col gap-3 sm:flex-row">
        <button
          type="submit"
          disabled={submitting}
          className="w-full rounded-md bg-brand-700 px-5 py-3 font-medium text-white hover:bg-brand-900 disabled:opacity-60 sm:w-auto"
        >
          {step === 1 ? "Continue to shipping" : step === 2 ? "Continue to review and payment" : submitting ? "Placing your order…" : "Place order"}
        </button>
        {step > 1 ? (
          <button
            type="submit"
            name={CHECKOUT_FORM_FIELDS.back}
            value={CHECKOUT_BACK.previous}
            onClick={(event) => {
              event.preventDefault();
              focusHeading.current = true;
              setStep(step === 3 && shippingOptions.length ? 2 : 1);
            }}
            className="w-full rounded-md border border-stone-300 bg-white px-5 py-3 font-medium hover:bg-stone-100 sm:w-auto"
          >
            Back
          </button>
        ) : null}
      </div>
    </form>
  );
}

/**
 * The details step's fields on the later steps, as hidden fields, for a post without JavaScript (with scripts
 * react-hook-form keeps them, and the form never posts).
 */
function CarriedFields({ values }: { values: FormValues | undefined }) {
  if (!values) return null;
  const fields: [string, string][] = [
    ["customer.name", values.customer.name],
    ["customer.email", values.customer.email],
    ...(["shipping_address", "billing_address"] as const).flatMap((section) =>
      Object.entries(values[section]).map(([key, value]): [string, string] => [`${section}.${key}`, value]),
    ),
    ...(values.billing_same ? ([["billing_same", "true"]] as [string, string][]) : []),
  ];
  return fields.map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />);
}
