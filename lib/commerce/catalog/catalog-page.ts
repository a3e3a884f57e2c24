// One page of catalog products as every shopper product list renders it (/catalog/products, a node's or a
// hierarchy's products, a base product's children): prices in the request's currency (a bundle's as a cart
// charges it, bundle-price.ts), stock, variations and the includes asked for — a fixed number of reads
// whatever the page size.
import { defaultSelection, type SelectedOptions } from "../carts/bundle-selection";
import { bundleCatalogPrice } from "./bundle-price";
import { catalogAvailability, liveComponentProducts, type CatalogInclude, type ProductRow } from "./products";
import { catalogIncluded, productFileIds, productResource } from "./product-resource";
import { filesOfProducts } from "./product-media";
import { filesById, type FileRow } from "./files";
import { variationFacts } from "./variations";

export type CatalogPageOptions = {
  /** The origin links are made absolute against (absolute-href.ts). */
  origin: string;
  currency?: string;
  include?: ReadonlySet<CatalogInclude>;
  /** A shopper's selection of the (one) bundle on the page (configure): priced and shown instead of the default. */
  selection?: SelectedOptions;
};

export async function catalogProductPage(rows: ProductRow[], options: CatalogPageOptions) {
  const include = options.include ?? new Set();
  const [componentProducts, fileIds, stock, variations] = await Promise.all([
    include.has("component_products") || rows.some((row) => row.components) ? liveComponentProducts(rows) : [],
    filesOfProducts(rows.map((row) => row.id)),
    catalogAvailability(rows),
    variationFacts(rows, { liveOnly: true }),
  ]);
  const files: Map<string, FileRow> =
    include.has("main_image") || include.has("files")
      ? await filesById(rows.flatMap((row) => (include.has("files") ? productFileIds(row, fileIds.get(row.id)) : row.mainImageId ? [row.mainImageId] : [])))
      : new Map();
  const mainImageIds = new Set(rows.flatMap((row) => (row.mainImageId ? [row.mainImageId] : [])));
  const liveOptions = new Map(componentProducts.map((row) => [row.id, row]));
  const view = { origin: options.origin, currency: options.currency };
  const bundleView = (row: ProductRow) => {
    if (!row.components) return {};
    const selection = options.selection ?? defaultSelection(row);
    const bundlePrice = view.currency ? bundleCatalogPrice(row, selection, (id) => liveOptions.get(id), view.currency) : undefined;
    return { selection, bundlePrice };
  };
  const included = catalogIncluded(include, { files, mainImageIds, componentProducts }, view);
  return {
    data: rows.map((row) => productResource(row, { ...view, fileIds: fileIds.get(row.id), availableUnits: stock.get(row.id), variation: variations.get(row.id), ...bundleView(row) })),
    ...(included ? { included } : {}),
  };
}
