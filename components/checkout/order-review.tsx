// The last checkout step's account of what the order will be, before it is placed: the e-mail the confirmation
// goes to, where it ships, who is billed, how it ships and how it is paid. Each part offers to change it, which
// goes back to the step that holds it (a link: without JavaScript the page resumes the draft on that step).
import Link from "next/link";
import { countryName } from "@/lib/shared/reader-terms";
import type { ShippingOption } from "@/lib/commerce/checkout/checkout-choices";
import { type CheckoutAddressValues, type CheckoutFormValues } from "@/lib/web/checkout-forms";

/** The payment choice as the payment step names it. */
export const MANUAL_PAYMENT = "Pay on delivery or by bank transfer";

type Props = {
  values: CheckoutFormValues;
  shipping?: ShippingOption;
  /** Go back to a step (with scripts; without them the link resumes the draft there). */
  onChange: (step: 1 | 2) => void;
};

function AddressLines({ address, name }: { address: CheckoutAddressValues; name: string }) {
  const country = countryName(address.country);
  const town = [[address.city, address.county, address.region].filter(Boolean).join(", "), address.postcode].filter(Boolean).join(" ");
  return (
    <>
      {[name, address.line_1, address.line_2, town, country]
        .filter((line) => line.trim() !== "")
        .map((line, index) => (
          <span key={index} className="block">
            {line}
          </span>
        ))}
    </>
  );
}

/** The checkout's address to resume the draft on a step: `?change=details` (step 1) or `?change=shipping` (step 2). */
export const changeHref = (step: "details" | "shipping") => `/checkout?change=${step}`;

/**
 * Back to a step: with scripts the form goes there itself; without them the page resumes the draft there. A link,
 * not a submit button: a form's first submit button is the one Enter presses, and it must stay the step's own
 * (Continue, or Place order on the review).
 */
function ChangeLink({ to, onClick, children }: { to: "details" | "shipping"; onClick: () => void; children: React.ReactNode }) {
  return (
    <Link
      href={changeHref(to)}
      className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
      onClick={(event) => {
        event.preventDefault();
        onClick();
      }}
    >
      {children}
    </Link>
  );
}

export function OrderReview({ values, shipping, onChange }: Props) {
  const shipTo = values.shipping_address;
  const billTo = values.billing_address;
  const fullName = (a: CheckoutAddressValues) => [a.first_name, a.last_name].filter(Boolean).join(" ");
  return (
    <section aria-labelledby="order-review-heading" className="rounded-lg border border-stone-300 bg-white p-4">
      <h2 id="order-review-heading" className="text-lg font-semibold">
        Your order
      </h2>
      <dl className="mt-3 grid gap-4 sm:grid-cols-2">
        <div>
          <dt className="text-sm font-medium text-stone-600">Email</dt>
          <dd data-testid="review-email" className="break-words">
            {values.customer.email}
          </dd>
        </div>
        <div>
          <dt className="text-sm font-medium text-stone-600">Name</dt>
          <dd data-testid="review-name">{values.customer.name}</dd>
        </div>
        <div>
          <dt className="text-sm font-medium text-stone-600">Shipping address</dt>
          <dd data-testid="review-shipping-address">
            <AddressLines address={shipTo} name={fullName(shipTo)} />
          </dd>
        </div>
        <div>
          <dt className="text-sm font-medium text-stone-600">Billing address</dt>
          <dd data-testid="review-billing-address">
            {values.billing_same ? "Same as the shipping address" : <AddressLines address={billTo} name={fullName(billTo)} />}
          </dd>
        </div>
        <div>
          <dt className="text-sm font-medium text-stone-600">Shipping method</dt>
          <dd data-testid="review-shipping-method">{shipping ? `${shipping.name} · ${shipping.price}` : "None needed"}</dd>
        </div>
        <div>
          <dt className="text-sm font-medium text-stone-600">Payment</dt>
          <dd data-testid="review-payment">{MANUAL_PAYMENT}</dd>
        </div>
      </dl>
      <div className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
        <ChangeLink to="details" onClick={() => onChange(1)}>
          Change your details and address
        </ChangeLink>
        {shipping ? (
          <ChangeLink to="shipping" onClick={() => onChange(2)}>
            Change shipping method
          </ChangeLink>
        ) : null}
      </div>
    </section>
  );
}

/** The shipping step's recap of the step before: where the confirmation goes and where the order ships, to change. */
export function DetailsRecap({ values, onChange }: { values: CheckoutFormValues; onChange: () => void }) {
  const shipTo = values.shipping_address;
  const country = countryName(shipTo.country);
  const oneLine = [shipTo.line_1, shipTo.city, shipTo.postcode, country].filter((part) => part.trim() !== "").join(", ");
  return (
    <section aria-label="Your details" className="rounded-lg border border-stone-300 bg-white p-4 text-sm" data-testid="details-recap">
      <dl className="grid gap-2 sm:grid-cols-[8rem_1fr]">
        <dt className="font-medium text-stone-600">Contact</dt>
        <dd className="break-words">{values.customer.email}</dd>
        <dt className="font-medium text-stone-600">Ship to</dt>
        <dd>{oneLine}</dd>
      </dl>
      <div className="mt-3">
        <ChangeLink to="details" onClick={onChange}>
          Change your details and address
        </ChangeLink>
      </div>
    </section>
  );
}
