import { MAX_LINE_QUANTITY } from "@/lib/commerce/carts/item-limit";

/** The quantity to add: a whole number from 1; its problem, when it has one, is tied to it. */
export function quantityProblem(value: string): string | undefined {
  const n = Number(value);
  if (value.trim() === "" || !Number.isInteger(n) || n < 1) return "Quantity must be a whole number of at least 1";
  if (n > MAX_LINE_QUANTITY) return `Quantity must be at most ${MAX_LINE_QUANTITY.toLocaleString("en-US")}`;
  return undefined;
}

export function QuantityField({ value, onChange, error }: { value: string; onChange: (value: string) => void; error?: string }) {
  return (
    <div>
      <label htmlFor="quantity" className="block text-sm font-medium">
        Quantity
      </label>
      <input
        id="quantity"
        name="quantity"
        type="number"
        inputMode="numeric"
        min={1}
        max={MAX_LINE_QUANTITY}
        step={1}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? "quantity-error" : undefined}
        className="mt-1 w-24 rounded-md border border-stone-400 bg-white px-3 py-2"
      />
      {error ? (
        <p id="quantity-error" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
