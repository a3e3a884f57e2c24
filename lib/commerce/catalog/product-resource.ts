// EP's product resource, as the catalog (/catalog/…) and PCM (/pcm/…) answers render it, and the `included`
// resources of catalog product reads.
import type { FileRow, ProductRow } from "@/lib/storage/catalog/product-rows";
import { money } from "../money";
import { isoSeconds } from "../time";
import { absoluteHref } from "../absolute-href";
import { defaultSelection, type SelectedOptions } from "../carts/bundle-selection";
import { unitPriceIn, type UnitPrice } from "../carts/cart-currency";
import { fileResource } from "./file-resource";
import { componentProductIds, productType, type CatalogInclude } from "./products";
import { childVariationsMeta, variationsMeta, type VariationMeta } from "./variation-matrix";

/** What a product is rendered with besides its row. */
export type ProductView = {
  /** The origin the product's links are made absolute against (absolute-href.ts). */
  origin: string;
  /** Display prices in this currency, when the product has a price in it. */
  currency?: string;
  /** The files of its `files` relationship besides the main image (product-media.ts), in the order attached. */
  fileIds?: readonly string[];
  /** Units available, for products whose stock is kept. */
  availableUnits?: number;
  variation?: VariationMeta;
  /** A bundle's price as a cart charges it for `selection` (bundle-price.ts); a bundle without one shows no price. */
  bundlePrice?: UnitPrice;
  /** A bundle's selection (`meta.bundle_configuration`): the options marked default unless a shopper chose. */
  selection?: SelectedOptions;
};

/** The EP catalog shape of a product; display prices for the view's currency when the product has one. */
export function productResource(row: ProductRow, view: ProductView) {
  const { currency, availableUnits, variation } = view;
  const price = !currency ? undefined : row.components ? view.bundlePrice : unitPriceIn(row, currency);
  const components = row.components ? componentProductIds(row) : [];
  const parent = variation?.kind === "parent" ? variation : undefined;
  const child = variation?.kind === "child" ? variation : undefined;
  return {
    id: row.id,
    type: "product" as const,
    attributes: {
      name: row.name,
      slug: row.slug,
      sku: row.sku,
      description: row.description,
      status: row.status,
      commodity_type: row.commodityType,
      manage_stock: row.manageStock,
      price: row.price,
      ...(row.customInputs ? { custom_inputs: row.customInputs } : {}),
      ...(row.components ? { components: row.components } : {}),
      ...(row.image ? { main_image: { ...row.image, href: absoluteHref(row.image.href, view.origin) } } : {}),
      ...(row.tags?.length ? { tags: row.tags } : {}),
      base_product: Boolean(parent),
      ...(row.baseProductId ? { base_product_id: row.baseProductId } : {}),
      created_at: isoSeconds(row.createdAt),
      updated_at: isoSeconds(row.updatedAt),
    },
    relationships: {
      ...(row.mainImageId ? { main_image: { data: { type: "main_image" as const, id: row.mainImageId } } } : {}),
      files: { data: productFileIds(row, view.fileIds).map((id) => ({ type: "file" as const, id })) },
      ...(row.components
        ? { component_products: { data: components.map((id) => ({ type: "product" as const, id })), links: { self: `/catalog/products/${row.id}/relationships/component_products` } } }
        : {}),
      ...(child ? { parent: { data: { type: "product" as const, id: child.baseProductId } } } : {}),
      ...(parent
        ? { children: { data: parent.childIds.map((id) => ({ type: "product" as const, id })), links: { self: `/catalog/products/${row.id}/relationships/children` } } }
        : {}),
    },
    meta: {
      ...(price && currency
        ? {
            display_price: {
              without_tax: money(price.amount, currency),
              with_tax: money(price.amount, currency),
            },
          }
        : {}),
      product_types: [productType(row, variation)],
      ...(parent ? { variations: variationsMeta(parent.variations), variation_matrix: parent.matrix } : {}),
      ...(child ? { child_option_ids: child.optionIds, child_variations: childVariationsMeta(child.variations, child.optionIds) } : {}),
      // EP's stock summary, for products whose stock is kept.
      ...(availableUnits !== undefined ? { stock: { level: availableUnits, availability: availableUnits > 0 ? "in-stock" : "out-stock" } } : {}),
      // A bundle's selection: the options marked default (EP's bundle forms start from it), or the shopper's.
      ...(row.components ? { bundle_configuration: { selected_options: view.selection ?? defaultSelection(row) } } : {}),
      timestamps: { created_at: isoSeconds(row.createdAt), updated_at: isoSeconds(row.updatedAt) },
    },
  };
}

/** A product's files as its `files` relationship names them: the main image first, then the others, each once. */
export function productFileIds(row: Pick<ProductRow, "mainImageId">, fileIds: readonly string[] = []): string[] {
  return [...new Set([...(row.mainImageId ? [row.mainImageId] : []), ...fileIds])];
}

/** `included` for catalog products: their main images and files (each file once), and the component products of the
 * bundles among them. `files` holds every file the page's products name, `mainImageIds` those that are main images. */
export function catalogIncluded(
  include: ReadonlySet<CatalogInclude>,
  found: { files: Map<string, FileRow>; mainImageIds: ReadonlySet<string>; componentProducts: ProductRow[] },
  view: Pick<ProductView, "origin" | "currency">,
) {
  if (include.size === 0) return undefined;
  const files = [...found.files.values()];
  const resources = (rows: FileRow[]) => rows.map((file) => fileResource(file, view.origin));
  return {
    ...(include.has("main_image") ? { main_images: resources(files.filter((file) => found.mainImageIds.has(file.id))) } : {}),
    ...(include.has("files") ? { files: resources(files) } : {}),
    ...(include.has("component_products") ? { component_products: found.componentProducts.map((row) => productResource(row, view)) } : {}),
  };
}
