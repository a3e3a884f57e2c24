import type { CustomInputDefinition } from "@/lib/shared/product-fields";

/** A personalisation input's label: its name, and whether it is required (rendered on the server). */
export function CustomInputLabel({ name, definition }: { name: string; definition: CustomInputDefinition }) {
  return (
    <>
      {definition.name || name}
      {definition.required ? (
        <>
          <span aria-hidden="true" className="text-red-700">
            {" "}
            *
          </span>
          <span className="sr-only"> (required)</span>
        </>
      ) : (
        <span className="font-normal text-stone-600"> (optional)</span>
      )}
    </>
  );
}

