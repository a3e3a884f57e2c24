"use client";
// Size, colour…: one group of real radio inputs per variation. Choosing an option goes to the page of the child
// product it names (the URL names the choice); without JavaScript the form's button does the same through a GET.
// Options that lead to no child, or only to sold-out ones, are disabled and say why.
import { useRouter } from "next/navigation";

export type PickerOption = { id: string; name: string; href: string; disabledReason?: string };
export type PickerVariation = { id: string; name: string; options: PickerOption[] };

export function VariationPicker({ action, variations, selected }: { action: string; variations: PickerVariation[]; selected: Record<string, string> }) {
  const router = useRouter();
  return (
    <form action={action} method="get" className="mt-6 space-y-4" aria-label="Choose options">
      {variations.map((variation) => (
        <fieldset key={variation.id}>
          <legend className="text-sm font-semibold">
            {variation.name}
            {selected[variation.id] ? <span className="font-normal">: {variation.options.find((o) => o.id === selected[variation.id])?.name}</span> : null}
          </legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {variation.options.map((option) => {
              const inputId = `option-${variation.id}-${option.id}`;
              const reasonId = `${inputId}-reason`;
              return (
                <div key={option.id}>
                  <input
                    type="radio"
                    id={inputId}
                    name={variation.id}
                    value={option.id}
                    defaultChecked={selected[variation.id] === option.id}
                    disabled={Boolean(option.disabledReason)}
                    aria-describedby={option.disabledReason ? reasonId : undefined}
                    className="peer sr-only"
                    onChange={() => router.push(option.href, { scroll: false })}
                  />
                  <label
                    htmlFor={inputId}
                    className="inline-block cursor-pointer rounded border border-stone-300 px-3 py-1.5 text-sm peer-checked:border-brand-700 peer-checked:bg-brand-700 peer-checked:text-white peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700 peer-disabled:cursor-not-allowed peer-disabled:border-dashed peer-disabled:text-stone-500"
                  >
                    {option.name}
                    {option.disabledReason ? (
                      <span id={reasonId} className="ml-1 text-xs">
                        ({option.disabledReason})
                      </span>
                    ) : null}
                  </label>
                </div>
              );
            })}
          </div>
        </fieldset>
      ))}
      <noscript>
        <button type="submit" className="rounded border border-stone-300 px-3 py-1 text-sm font-medium">
          Show this choice
        </button>
      </noscript>
    </form>
  );
}
