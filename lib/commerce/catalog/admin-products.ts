// The admin's products (/admin/products): the list (search by name or SKU, paged, archived ones apart), a product as
// its form shows it, and saving the form, through the very functions the API's routes call: createProduct and
// updateProduct (POST|PUT /pcm/products), the stock's createStock and setAvailable (/v2/inventories), the files'
// uploadImage and createFileFromLocation (POST /v2/files), and attachNodeProducts / detachNodeProducts
// (/pcm/hierarchies/…/relationships/products). So what the admin saves reads back the same through /pcm, /catalog
// and /v2. docs/admin.md "Products".
import { defaultCurrencyOf } from "../currencies/default-currency";
import { hierarchyStore } from "@/lib/storage/catalog/hierarchy-store";
import { ApiError } from "../errors";
import { listCurrencies } from "../currencies/currencies";
import { availableUnitsOf } from "../inventory/stock-page-read";
import { BY_API, keepAvailableWithin, stockChanged, type StockActor } from "../inventory/stock";
import { typedAmount } from "../money";
import { storedUuid, type Uuid } from "../uuid";
import { likePattern } from "./catalog-filter";
import { createFileFromLocation, discardUpload, uploadImage, type FileRow } from "./files";
import { productAttributesSchema, productChangesSchema } from "./product-schema";
import type { Tx } from "@/lib/storage/db";
import { now } from "../clock";
import { createProduct, findProduct, productNotFound, updateProduct, type ProductRow } from "./products";
import type { ProductFormRequest, ProductFormValues } from "./product-form-schema";
import { storeNavigation, type NavigationNode } from "./store-navigation";
import { maxLengthOf } from "../carts/custom-input-definitions";
import { productStore } from "@/lib/storage/catalog/product-store";
import { recordAdministratorChange } from "../activity/administrator";
import type { Caller } from "../auth/tokens";
import { productWords } from "./product-words";

export const ADMIN_PRODUCTS_PAGE_SIZE = 20;


export type AdminProductQuery = { q: string; page: number; archived: boolean };

export function parseAdminProductQuery(params: Record<string, string | string[] | undefined>): AdminProductQuery {
  const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? "";
  const page = Number(one(params.page));
  return { q: one(params.q).trim().slice(0, 200), page: Number.isInteger(page) && page >= 1 && page <= 500 ? page : 1, archived: one(params.archived) === "1" };
}

export type AdminProductLine = {
  id: string;
  name: string;
  sku: string;
  status: "live" | "draft";
  archived: boolean;
  /** Units available, or undefined when the store does not count them. */
  available: number | undefined;
  /** The price in the store's default currency, minor units; undefined when it has none there. */
  price: number | undefined;
};

/** A page of products as the admin lists them: the default currency's price and the units available. */
export async function adminProductList(query: AdminProductQuery) {
  const currency = defaultCurrencyOf(await listCurrencies());
  const page = { limit: ADMIN_PRODUCTS_PAGE_SIZE, offset: (query.page - 1) * ADMIN_PRODUCTS_PAGE_SIZE };
  const { rows, total } = await productStore.list(page, {
    liveOnly: false,
    conditions: [{ kind: "archived", archived: query.archived }, ...(query.q ? [{ kind: "nameOrSku" as const, pattern: `%${likePattern(query.q)}%` }] : [])],
    order: "-created_at",
  });
  const stock = await availableUnitsOf(rows.map((row) => row.id));
  const lines: AdminProductLine[] = rows.map((row) => ({
    id: row.id,
    name: row.name,
    sku: row.sku,
    status: row.status === "live" ? "live" : "draft",
    archived: row.archivedAt !== null,
    available: stock.get(row.id),
    price: row.price[currency]?.amount,
  }));
  return { lines, total, currency, page: query.page, pages: Math.max(1, Math.ceil(total / ADMIN_PRODUCTS_PAGE_SIZE)) };
}

/** A category the product form offers: a node, with its hierarchy and where it sits. */
export type CategoryChoice = { id: string; hierarchyId: string; label: string; depth: number };

export async function categoryChoices(): Promise<{ hierarchy: string; nodes: CategoryChoice[] }[]> {
  const navigation = await storeNavigation();
  const flatten = (hierarchyId: string, nodes: NavigationNode[], depth: number): CategoryChoice[] =>
    nodes.flatMap((node) => [{ id: node.id, hierarchyId, label: node.name, depth }, ...flatten(hierarchyId, node.children, depth + 1)]);
  return navigation.map((h) => ({ hierarchy: h.name, nodes: flatten(h.id, h.nodes, 0) }));
}

export type AdminProduct = {
  row: ProductRow;
  values: ProductFormValues;
  image: { href: string; fileName: string } | undefined;
};

/** The currencies the form prices in: every currency of the store, the default first. */
export async function formCurrencies(): Promise<{ code: string; isDefault: boolean; pricesIncludeTax: boolean }[]> {
  return (await listCurrencies()).map((c) => ({ code: c.code, isDefault: c.isDefault, pricesIncludeTax: c.pricesIncludeTax }));
}

/** The form of a new product: every currency without a price, "includes tax" as the store shows that currency. */
export async function newProductValues(): Promise<ProductFormValues> {
  const currencies = await formCurrencies();
  return {
    name: "",
    sku: "",
    slug: "",
    description: "",
    status: "draft",
    prices: Object.fromEntries(currencies.map((c) => [c.code, { amount: "", includes_tax: c.pricesIncludeTax }])),
    stock: "",
    stock_shown: "",
    custom_inputs: [{ key: "", label: "", required: false, max_length: "" }],
    nodes: [],
    image_url: "",
  };
}

/** A product as its form shows it (404 when there is none); one empty custom input row to add one. */
export async function adminProduct(id: Uuid): Promise<AdminProduct> {
  const row = await findProduct({ id }, { liveOnly: false });
  if (!row) throw productNotFound({ id });
  const [currencies, stock, nodeIds] = await Promise.all([formCurrencies(), availableUnitsOf([row.id]), hierarchyStore.productNodeIds([row.id])]);
  const codes = [...new Set([...currencies.map((c) => c.code), ...Object.keys(row.price)])];
  const inputs = Object.entries(row.customInputs ?? {}).map(([key, definition]) => {
    const max = maxLengthOf(definition);
    return { key, label: definition.name, required: definition.required === true, max_length: (definition.validation_rules ?? []).length ? String(max) : "" };
  });
  return {
    row,
    image: row.image ? { href: row.image.href, fileName: row.image.file_name } : undefined,
    values: {
      name: row.name,
      sku: row.sku,
      slug: row.slug,
      description: row.description,
      status: row.status === "live" ? "live" : "draft",
      prices: Object.fromEntries(
        codes.map((code) => {
          const price = row.price[code];
          const taxDefault = currencies.find((c) => c.code === code)?.pricesIncludeTax ?? false;
          return [code, { amount: price ? typedAmount(price.amount, code) : "", includes_tax: price ? price.includes_tax : taxDefault }];
        }),
      ),
      stock: stock.get(row.id) === undefined ? "" : String(stock.get(row.id)),
      stock_shown: stock.get(row.id) === undefined ? "" : String(stock.get(row.id)),
      custom_inputs: [...inputs, { key: "", label: "", required: false, max_length: "" }],
      nodes: nodeIds.get(row.id) ?? [],
      image_url: "",
    },
  };
}

export type UploadedImage = { name: string; type: string; bytes: Uint8Array };

/** The image a save gives the product: an uploaded file, else an address; undefined keeps the one it has. */
async function imageOf(request: ProductFormRequest, upload: UploadedImage | undefined): Promise<FileRow | undefined> {
  if (upload) return uploadImage(upload);
  if (request.imageUrl) return createFileFromLocation({ file_location: request.imageUrl });
  return undefined;
}

/**
 * Saves the admin's product form: creates the product (id undefined) or changes what the form owns (its name, SKU,
 * slug, description, status, prices, personalisation, stock, image when one is given, categories) and nothing else
 * (a bundle's components, its commodity type stay), with the PCM attributes parsed by the PCM schema. One
 * transaction: the product, its stock and its categories are all saved or none (a category deleted meanwhile: 422,
 * nothing changed). Answers the product's id. Throws the API's errors (a SKU or slug taken: 409; an archived
 * product made live: 422; an image refused: 413/422).
 */
export async function saveAdminProduct(
  id: Uuid | undefined,
  request: ProductFormRequest,
  upload?: UploadedImage,
  by: StockActor = BY_API,
  caller?: Caller,
): Promise<Uuid> {
  const file = await imageOf(request, upload);
  const main_image = file ? { href: file.href, mime_type: file.mimeType, file_name: file.fileName } : undefined;
  const rest = async (tx: Tx, row: ProductRow) => {
    await recordAdministratorChange(
      caller,
      { action: id === undefined ? "product.create" : "product.save", subject: { type: "product", id: row.id }, summary: `${id === undefined ? "Created" : "Saved"} product ${productWords(row)}` },
      tx,
    );
    if (request.stock !== undefined) await keepAvailableWithin(tx, row.id, request.stock, request.stockShown, by);
    await hierarchyStore.placeProductWithin(tx, row.id, request.nodeIds, now(), (known) => {
      if (request.nodeIds.some((nodeId) => !known.has(nodeId))) {
        throw new ApiError({ status: 422, title: "Unprocessable Entity", detail: "A category you chose no longer exists: choose again.", source: "nodes" });
      }
    });
  };
  let row: ProductRow;
  try {
    row =
      id === undefined
        ? await createProduct(productAttributesSchema.parse({ ...request.attributes, ...(main_image ? { main_image } : {}) }), rest)
        : await updateProduct(id, productChangesSchema.parse({ ...request.attributes, ...(main_image ? { main_image } : {}) }), rest);
  } catch (error) {
    // A refused product (a taken SKU) keeps no image uploaded for it.
    if (upload && file) await discardUpload(file);
    throw error;
  }
  if (request.stock !== undefined) stockChanged(undefined);
  return storedUuid(row.id);
}
