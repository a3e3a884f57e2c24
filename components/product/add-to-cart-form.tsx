"use client";
// A product without personalisation or bundle options: a quantity and the add button.
import { useState } from "react";
import { AddOutcome } from "./add-outcome";
import { AddButton } from "./add-button";
import { QuantityField, quantityProblem } from "./quantity-field";
import { useAddItem } from "./use-add-item";

export function AddToCartForm({ product, unavailable }: { product: { id: string; name: string }; unavailable?: string }) {
  const [quantity, setQuantity] = useState("1");
  const [quantityError, setQuantityError] = useState<string>();
  const { add, added, errors, pending } = useAddItem(product.name);

  return (
    <form
      noValidate
      aria-label={`Add ${product.name} to your cart`}
      className="mt-6 space-y-4"
      onSubmit={async (event) => {
        event.preventDefault();
        if (unavailable || pending) return;
        const problem = quantityProblem(quantity);
        setQuantityError(problem);
        if (problem) return;
        await add({ type: "cart_item", id: product.id, quantity: Number(quantity) }, (all) => {
          const mine = all.find((e) => e.source === "data.quantity");
          if (mine) setQuantityError(mine.detail);
          return all.filter((e) => e !== mine);
        });
      }}
    >
      <QuantityField value={quantity} onChange={setQuantity} error={quantityError} />
      <AddButton pending={pending} blocked={unavailable ? [unavailable] : []} />
      <AddOutcome added={added} errors={errors} />
    </form>
  );
}
