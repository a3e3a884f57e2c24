// The shapes of a product's JSON fields (its prices, custom inputs and bundle components), as EP's PCM documents
// them. Shared by every layer: storage types its columns with them, the domain reads them, and components
// type their props with them without importing storage.

/** A price per currency code, in minor units, and whether the amount includes tax. */
export type PriceMap = Record<string, { amount: number; includes_tax: boolean }>;

/** A custom input a shopper fills in (an engraving): its name, whether it is required, its rules. */
export type CustomInputDefinition = {
  name: string;
  validation_rules?: { type: string; options?: { max_length?: number } }[];
  required?: boolean;
};

/** One component of a bundle: the options a shopper picks from, and how many. */
export type BundleComponent = {
  name: string;
  min?: number | null;
  max?: number | null;
  sort_order?: number;
  options: { id: string; type: "product"; quantity: number; default?: boolean }[];
};
