// The rows of the catalog's products, files and variations as the database holds them, and the words the product,
// file and variation stores are asked in. A leaf: the stores and the catalog domain (lib/commerce/catalog) both
// depend on these types, and they depend on nothing but the schema.
import type { files, products, variationOptionModifiers, variationOptions, variations } from "../schema";

export type { ImageRef } from "../schema";

export type ProductRow = typeof products.$inferSelect;
export type ProductInsert = typeof products.$inferInsert;
export type FileRow = typeof files.$inferSelect;
export type VariationRow = typeof variations.$inferSelect;
export type OptionRow = typeof variationOptions.$inferSelect;
export type ModifierRow = typeof variationOptionModifiers.$inferSelect;

export type PageWindow = { limit: number; offset: number };

/** A column of products a list can be filtered on. */
export type ProductColumn = "id" | "sku" | "slug" | "name" | "description";

/** One condition of a product list, decided by the domain (catalog-filter.ts) and only written as SQL here. */
export type ProductCondition =
  /** Matches nothing (an `in` list of none, ids that are no UUIDs). */
  | { kind: "none" }
  | { kind: "eq"; column: ProductColumn; value: string }
  | { kind: "in"; column: ProductColumn; values: string[] }
  /** Case-insensitive LIKE with the pattern as given. */
  | { kind: "like"; column: ProductColumn; pattern: string }
  /** Carries any of these tags. */
  | { kind: "tags"; values: string[] }
  /** EP's product types (standard, bundle, parent, child). */
  | { kind: "types"; types: string[]; single: boolean }
  /** The name or the SKU matches the pattern, case-insensitively (the admin's product search). */
  | { kind: "nameOrSku"; pattern: string }
  /** Archived or not (lib/commerce/catalog/archived-product.ts). */
  | { kind: "archived"; archived: boolean };

/** The part of the catalog a list reads. */
export type ProductScope =
  /** Attached directly to the node. */
  | { kind: "node"; nodeId: string }
  /** Attached to any of these nodes (a node and the nodes under it). */
  | { kind: "nodes"; nodeIds: string[] }
  /** Attached to any node of the hierarchy. */
  | { kind: "hierarchy"; hierarchyId: string }
  /** A base product's children. */
  | { kind: "children"; productId: string }
  /** The products related to a product under a custom relationship (custom-relationship-store.ts), in the links' order. */
  | { kind: "related"; productId: string; relationship: { id: string; biDirectional: boolean } };

export type ProductOrder = "name" | "-name" | "price" | "-price" | "created_at" | "-created_at";

export type ProductListQuery = {
  liveOnly: boolean;
  conditions?: ProductCondition[];
  scope?: ProductScope;
  /** Leave out child products. */
  withoutChildren?: boolean;
  order?: ProductOrder;
  /** The currency a price order reads. */
  currency?: string;
};

/** What a text reads as (lib/commerce/catalog/lookalike-key.ts): the stores key names and SKUs with it. */
export type LookalikeKeyOf = (text: string) => string;

/** A write refused because a product (or option) with the same unique value exists. */
export const DUPLICATE = Symbol("duplicate");
export type Duplicate = typeof DUPLICATE;

/** A product's variations as one join reads them: one row per option (option fields null for a variation without). */
export type ProductVariationRow = {
  productId: string;
  variationId: string;
  variationName: string;
  variationSort: number | null;
  optionId: string | null;
  optionName: string | null;
  optionDescription: string | null;
  optionSort: number | null;
};

/** A child product as its base's variation facts read it. */
export type ChildFacts = { id: string; baseProductId: string | null; optionIds: string[] | null };
