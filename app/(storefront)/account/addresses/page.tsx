import type { Metadata } from "next";
import Link from "next/link";
import { AddressForm } from "@/components/account/address-form";
import { AddressBlock } from "@/components/ui/address-block";
import { addressResource } from "@/lib/commerce/accounts/address-resource";
import { savedAddresses } from "@/lib/commerce/accounts/account-pages";
import { requireShopper } from "@/lib/web/shopper-session";
import { storefrontCaller } from "@/lib/web/storefront-caller";
import { removeAddress } from "./actions";

export const metadata: Metadata = { title: "Your addresses" };

export default async function AddressesPage() {
  const shopper = await requireShopper("/account/addresses");
  const addresses = (await savedAddresses({ ...storefrontCaller(shopper), accountId: shopper.accountId })).map(addressResource);
  return (
    <>
      <nav aria-label="Breadcrumb" className="text-sm">
        <Link href="/account" className="text-brand-700 underline-offset-2 hover:underline">
          Your account
        </Link>
      </nav>
      <h1 className="mt-3 text-3xl font-semibold tracking-tight">Your addresses</h1>
      <p className="mt-2 text-stone-600">Saved addresses are offered at checkout.</p>
      <section aria-labelledby="saved-heading" className="mt-8">
        <h2 id="saved-heading" className="text-xl font-semibold">
          Saved addresses
        </h2>
        {addresses.length === 0 ? (
          <p className="mt-3 text-stone-600">You have no saved addresses yet.</p>
        ) : (
          <ul className="mt-4 grid gap-4 sm:grid-cols-2" aria-labelledby="saved-heading">
            {addresses.map((address) => (
              <li key={address.id} className="rounded-lg border border-stone-200 bg-white p-4" data-testid="saved-address">
                {address.name ? <p className="font-medium">{address.name}</p> : null}
                <AddressBlock address={address} />
                <form action={removeAddress} className="mt-3">
                  <input type="hidden" name="address_id" value={address.id} />
                  <button type="submit" className="text-sm font-medium text-red-700 underline-offset-2 hover:underline">
                    Delete{address.name ? ` ${address.name}` : " this address"}
                  </button>
                </form>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="add-heading" className="mt-10 max-w-2xl">
        <h2 id="add-heading" className="text-xl font-semibold">
          Add an address
        </h2>
        <p className="mt-1 text-sm text-stone-600">Every field is required unless it says optional.</p>
        <div className="mt-4">
          <AddressForm />
        </div>
      </section>
    </>
  );
}
