"use client";
// One line of the cart: what it is (name, image, personalisation text, bundle selections), its price from the
// server (each, the line's total, and a discount only when it has one: the breakdown of tax and discounts is the
// summary's), its quantity stepper and remove button.
// The parts that never change on this page (image, personalisation, bundle selections) come rendered
// by the server (`parts`), so their code is not in the page's script.
// Without JavaScript the stepper and the remove button are plain forms posting to the line's Server Action
// (changeCartLine); the page then shows the cart as it is, and why a change was refused.
import Link from "next/link";
import { useActionState, useState, type ReactNode } from "react";
import { changeCartLine } from "@/app/(storefront)/cart/actions";
import { errorMessage } from "@/lib/client/api-errors";
import { useRemoveItem } from "@/lib/client/cart-mutations";
import type { CartItemJson, MoneyJson } from "@/lib/client/types";
import { useScripted } from "@/lib/client/use-scripted";
import { formatMoney } from "@/lib/commerce/money";
import { lineAmount, lineUnitAmount } from "@/lib/commerce/summary/summary-rows";
import { LINE_FORM_FIELDS, NO_LINE_CHANGE_YET } from "@/lib/web/cart-forms";
import { QuantityStepForm, QuantityStepper } from "./quantity-stepper";

function Amount({ money, testId }: { money: MoneyJson; testId: string }) {
  return (
    <span data-testid={testId} data-value={money.amount}>
      {money.formatted}
    </span>
  );
}

export type LineParts = { image: ReactNode; details: ReactNode };

export function CartLine({ item, parts, pricesIncludeTax }: { item: CartItemJson; parts?: LineParts; pricesIncludeTax: boolean }) {
  const remove = useRemoveItem();
  const [busy, setBusy] = useState(false);
  const [posted, action] = useActionState(changeCartLine, NO_LINE_CHANGE_YET);
  const scripted = useScripted();
  const price = item.meta.display_price;
  // The line before cart discounts, with tax or without as the store shows prices in the currency (summary-rows.ts).
  const shown = (amount: number): MoneyJson => ({ amount, currency: price.with_tax.value.currency, formatted: formatMoney(amount, price.with_tax.value.currency) });
  const updating = busy || remove.isPending;

  return (
    <li className="flex flex-col gap-4 py-5 sm:flex-row" aria-busy={updating} data-testid="cart-line" data-item-id={item.id}>
      {parts?.image ?? <div className="h-24 w-24 shrink-0 rounded-md bg-stone-100" />}
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 className="text-lg font-medium">
            {item.slug && item.type === "cart_item" ? (
              <Link href={`/products/${item.slug}`} className="hover:underline">
                {item.name}
              </Link>
            ) : (
              item.name
            )}
          </h2>
          <p className="font-semibold">
            <span className="sr-only">Line total: </span>
            <Amount money={shown(lineAmount(price, pricesIncludeTax))} testId="line-total" />
          </p>
        </div>
        {parts?.details}
        <p className="mt-2 text-sm text-stone-700">
          <Amount money={shown(lineUnitAmount(price, pricesIncludeTax))} testId="line-unit-price" /> each
          {price.discount.value.amount !== 0 ? (
            <>
              {" · "}
              <span className="text-brand-700">
                Discount <Amount money={price.discount.value} testId="line-discount" />
              </span>
            </>
          ) : null}
        </p>
        <div className="mt-3 flex flex-wrap items-end gap-4">
          <QuantityStepper
            itemId={item.id}
            name={item.name}
            quantity={item.quantity}
            onBusyChange={setBusy}
            action={action}
            posted={posted.error}
            scripted={scripted}
          />
          <QuantityStepForm itemId={item.id} action={action} />
          <form action={action}>
            <input type="hidden" name={LINE_FORM_FIELDS.item} value={item.id} />
            <button
              type="submit"
              name={LINE_FORM_FIELDS.remove}
              value="1"
              onClick={(event) => {
                event.preventDefault();
                remove.mutate(item.id);
              }}
              disabled={remove.isPending}
              className="h-10 rounded-md px-3 text-sm font-medium text-red-800 underline-offset-2 hover:underline disabled:opacity-60"
            >
              Remove <span className="sr-only">{item.name}</span>
            </button>
          </form>
          <p className="h-10 text-sm leading-10 text-stone-600" aria-live="polite" data-testid="line-status">
            {updating ? "Updating…" : ""}
          </p>
        </div>
        {remove.isError ? (
          <p role="alert" className="mt-1 text-sm font-medium text-red-700">
            {errorMessage(remove.error)}
          </p>
        ) : null}
      </div>
    </li>
  );
}
