import { setCurrency } from "@/app/(storefront)/actions";
import type { CurrencyCode } from "@/lib/web/currencies";

/**
 * A button per currency the catalog can sell in, in one form (works without JavaScript); the current currency (the
 * cart's while it has lines) is pressed. With lines in the cart, another currency asks first (/currency).
 */
export function CurrencySwitch({ current, offered }: { current: CurrencyCode; offered: CurrencyCode[] }) {
  return (
    <form action={setCurrency} aria-label="Currency">
      <fieldset className="flex items-center gap-1">
        <legend className="sr-only">Currency</legend>
        {offered.map((code) => (
          <button
            key={code}
            type="submit"
            name="currency"
            value={code}
            aria-pressed={code === current}
            className="rounded border border-stone-300 px-2 py-1 text-xs font-semibold aria-pressed:border-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white hover:bg-stone-100 aria-pressed:hover:bg-brand-900"
          >
            <span className="sr-only">Prices in </span>
            {code}
          </button>
        ))}
      </fieldset>
    </form>
  );
}
