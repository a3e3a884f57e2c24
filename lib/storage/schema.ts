// The one Drizzle schema. Money is integer minor units; the seed's field limits are CHECK constraints
// where a database can hold them, so a bug in validation cannot store what the API would refuse.
import { sql } from "drizzle-orm";
import {
  bigint,
  customType,
  boolean,
  check,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { BundleComponent, CustomInputDefinition, PriceMap } from "@/lib/shared/product-fields";
import type { StoredOrderLine } from "./orders/order-line";

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });
const createdAt = () => ts("created_at").notNull().defaultNow();
const updatedAt = () => ts("updated_at").notNull().defaultNow();

// A product's JSON fields are typed by their shared shapes (lib/shared/product-fields.ts).
export type { BundleComponent, CustomInputDefinition, PriceMap };
/** The store's rate a shipping group's tax was taken at (checkout's), kept so that shipping tax can be reported by rate. */
export type ShippingTaxRate = { name: string; code: string; rate: number; jurisdiction: string };
/** A shipping group as an order keeps it (the cart's at checkout; minor units). */
export type OrderShippingGroup = {
  id: string;
  shipping_type: string;
  external_ref: string | null;
  price: { base: number; tax: number; fees: number };
  /** The rate its tax was taken at; absent when checkout did not tax it (or the order predates this). */
  tax_rate?: ShippingTaxRate;
  /** What a back office or 3PL wrote with POST/PUT /v2/orders/{id}/shipping-groups (absent: the order's own). */
  tracking_reference?: string;
  carrier?: string;
  address?: Record<string, string>;
  delivery_estimate?: { start?: string; end?: string };
  created_at?: string;
  updated_at?: string;
};
/** A shipment: the carrier and its tracking number, when it left. */
export type OrderShipment = { carrier: string; tracking_number: string; shipped_at: string };
export type ImageRef = { href: string; mime_type: string; file_name: string };
/** What a subscription_item subscribes to. */
export type SubscriptionLine = { offering_id: string; plan_id: string };
/** A subscription invoice's line (EP's invoice_items). */
export type InvoiceItem = {
  description: string;
  price: { amount: number; currency: string; includes_tax: boolean };
  product_id?: string;
  plan_id?: string;
  from_time_period: string;
  until_time_period: string;
};

/** Store-wide cart settings: one row, id 'cart'. */
/** An order line's charge as kept at checkout (order_items.charged): amounts in minor units. */
export type ChargedLineRecord = {
  with_tax: number;
  without_tax: number;
  tax: number;
  /** The tax of each of the line's rates on what was charged (they add up to `tax`). */
  taxes: { name: string; code: string; jurisdiction: string; rate: number; amount: number }[];
};

export const cartSettings = pgTable(
  "cart_settings",
  {
    id: text("id").primaryKey().default("cart"),
    cartExpiryDays: integer("cart_expiry_days").notNull().default(7),
    customDiscountsEnabled: boolean("custom_discounts_enabled").notNull().default(false),
    useRulePromotions: boolean("use_rule_promotions").notNull().default(false),
    snapshotDate: text("snapshot_date").notNull().default(""),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("cart_expiry_days_range", sql`${t.cartExpiryDays} between 1 and 365`),
    check("one_discount_kind", sql`not (${t.customDiscountsEnabled} and ${t.useRulePromotions})`),
  ],
);

/** Server secrets made once and shared by every instance (the token signing key). */
export const storeSecrets = pgTable("store_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: createdAt(),
});

/** Files (EP's files API): today the catalog's images, referenced by href. */
export const files = pgTable(
  "files",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    fileName: text("file_name").notNull(),
    mimeType: text("mime_type").notNull(),
    fileSize: integer("file_size").notNull().default(0),
    href: text("href").notNull(),
    width: integer("width"),
    height: integer("height"),
    /** What the image shows, written by the merchant (the admin's Images section; EP's file has none): the
     * storefront's alt text. Null for a file attached without it: the product's name stands in. */
    altText: text("alt_text"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("files_href_key").on(t.href)],
);

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => "bytea" });

/**
 * The bytes of a file uploaded to the store (POST /v2/files with a `file`), kept in the database by default
 * (docs/catalog.md "Files"): its href is /v2/files/{id}/content. `etag` is the SHA-256 of the bytes.
 */
export const fileContents = pgTable("file_contents", {
  fileId: uuid("file_id")
    .primaryKey()
    .references(() => files.id, { onDelete: "cascade" }),
  bytes: bytea("bytes").notNull(),
  etag: text("etag").notNull(),
  createdAt: createdAt(),
});

/** The currencies the store sells in, with how their amounts are written (EP's currencies API). */
export const currencies = pgTable(
  "currencies",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    code: text("code").notNull(),
    exchangeRate: doublePrecision("exchange_rate").notNull().default(1),
    format: text("format").notNull(),
    decimalPoint: text("decimal_point").notNull().default("."),
    thousandSeparator: text("thousand_separator").notNull().default(","),
    decimalPlaces: integer("decimal_places").notNull().default(2),
    isDefault: boolean("is_default").notNull().default(false),
    enabled: boolean("enabled").notNull().default(true),
    /** The store's setting: shoppers see prices in this currency with tax included (docs/money.md). */
    pricesIncludeTax: boolean("prices_include_tax").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("currencies_code_key").on(t.code), check("currencies_code_format", sql`${t.code} ~ '^[A-Z]{3}$'`)],
);

export const products = pgTable(
  "products",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    sku: text("sku").notNull(),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    status: text("status").notNull().default("live"),
    commodityType: text("commodity_type").notNull().default("physical"),
    price: jsonb("price").$type<PriceMap>().notNull().default({}),
    customInputs: jsonb("custom_inputs").$type<Record<string, CustomInputDefinition>>(),
    /** Bundle components keyed by component key; null for a plain product. */
    components: jsonb("components").$type<Record<string, BundleComponent>>(),
    /** The main image as carts copy it; its file is mainImageId. */
    image: jsonb("image").$type<ImageRef>(),
    mainImageId: uuid("main_image_id").references(() => files.id, { onDelete: "set null" }),
    manageStock: boolean("manage_stock").notNull().default(false),
    /** A child product (EP's variations): the base product it was built from, and the option it has of each variation. */
    baseProductId: uuid("base_product_id"),
    childOptionIds: jsonb("child_option_ids").$type<string[]>(),
    /** EP's product tags (at most 20, each up to 255 characters); each value is also a row of product_tags. */
    tags: jsonb("tags").$type<string[]>(),
    /** Archived (a product carts or orders name cannot be deleted): kept as a draft until un-archived (docs/admin.md "Products"). */
    archivedAt: ts("archived_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("products_sku_key").on(t.sku),
    uniqueIndex("products_slug_key").on(t.slug),
    check("products_status", sql`${t.status} in ('live', 'draft')`),
    check("products_archived_draft", sql`${t.archivedAt} is null or ${t.status} = 'draft'`),
    foreignKey({ columns: [t.baseProductId], foreignColumns: [t.id], name: "products_base_product_fk" }).onDelete("cascade"),
    index("products_base_product_idx").on(t.baseProductId),
    // The catalog's default order (newest last), walked by an index at any size.
    index("products_catalog_order_idx").on(t.status, t.createdAt, t.sku),
    // `like` search (filter=like(name,*term*)), case-insensitive: trigram indexes (docs/catalog.md).
    index("products_name_trgm_idx").using("gin", sql`${t.name} gin_trgm_ops`),
    index("products_sku_trgm_idx").using("gin", sql`${t.sku} gin_trgm_ops`),
    index("products_description_trgm_idx").using("gin", sql`${t.description} gin_trgm_ops`),
  ],
);

/**
 * A product's files besides its main image (EP's `files` relationship, POST/PUT/DELETE
 * /pcm/products/{id}/relationships/files): the storefront's gallery, in the order they were attached. A file a
 * product names here cannot be deleted (DELETE /v2/files/{id} is 409, file-store.ts).
 */
export const productFiles = pgTable(
  "product_files",
  {
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    fileId: uuid("file_id")
      .notNull()
      .references(() => files.id),
    position: integer("position").notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.fileId] }), index("product_files_file_idx").on(t.fileId)],
);

/** EP's product tags (GET /pcm/tags): every tag a product has been given, by its value, with an id of its own. */
export const productTags = pgTable(
  "product_tags",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    value: text("value").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("product_tags_value_key").on(t.value)],
);

/**
 * What each product's name and SKU read as (lib/commerce/catalog/lookalike-key.ts), for refusing a shopper's custom
 * item that looks like a product by one indexed lookup; with the name and SKU they were keyed from, so that a
 * product keyed from another name is found and keyed again (lib/commerce/catalog/product-lookalikes.ts).
 */
export const productLookalikeKeys = pgTable(
  "product_lookalike_keys",
  {
    productId: uuid("product_id")
      .primaryKey()
      .references(() => products.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    sku: text("sku").notNull(),
    nameKey: text("name_key").notNull(),
    skuKey: text("sku_key").notNull(),
  },
  (t) => [index("product_lookalike_keys_name_idx").on(t.nameKey), index("product_lookalike_keys_sku_idx").on(t.skuKey)],
);

/** Counts of the catalog kept exact by triggers on products (migration 0008), so a page of the whole catalog does not
 * count 100,000 rows: `live_products` (status live), `live_listed` (live and not a child product). */
export const catalogCounts = pgTable("catalog_counts", {
  name: text("name").primaryKey(),
  value: bigint("value", { mode: "number" }).notNull(),
});

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * What catalog search matches in each product (docs/catalog.md "Search"), kept by triggers on products (migration
 * 0015: `product_search_vector(name, sku, description)`, on insert and on a change of those columns). One
 * text-search vector whose weights say where each word stands, so a search keeps to some fields (`query_by`) with
 * one index: A the name's English stems ("mugs" → mug), B the name's words as written (the prefix of a word that
 * stems shorter: "cerami" → ceramic), C the SKU's words, D the description's English stems. A table of its own,
 * not a column of products: product reads (carts, pages) never carry it.
 */
export const productSearch = pgTable(
  "product_search",
  {
    productId: uuid("product_id")
      .primaryKey()
      .references(() => products.id, { onDelete: "cascade" }),
    vector: tsvector("vector").notNull(),
  },
  (t) => [index("product_search_vector_idx").using("gin", t.vector)],
);

/**
 * The words of the products' names (lower-case, each with a letter), for catalog search's typo tolerance: a word of
 * a query that finds nothing is matched to the nearest words here by trigram similarity and searched as those
 * (docs/catalog.md "Search"). Kept by the product_search triggers; a word no product has any more stays and finds
 * nothing.
 */
export const searchWords = pgTable("search_words", { word: text("word").primaryKey() }, (t) => [
  index("search_words_trgm_idx").using("gin", sql`${t.word} gin_trgm_ops`),
]);

/** A hierarchy of nodes that organises the catalog (EP's PXM hierarchies). */
export const hierarchies = pgTable("hierarchies", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull(),
  slug: text("slug").notNull(),
  description: text("description").notNull().default(""),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [uniqueIndex("hierarchies_slug_key").on(t.slug)]);

/** A node of a hierarchy; parentId null for the hierarchy's top nodes. Siblings have distinct slugs. */
export const nodes = pgTable(
  "nodes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    hierarchyId: uuid("hierarchy_id")
      .notNull()
      .references(() => hierarchies.id, { onDelete: "cascade" }),
    parentId: uuid("parent_id"),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    description: text("description").notNull().default(""),
    /** EP's rule: the highest sort_order first; nodes without one after, most recently updated first. */
    sortOrder: integer("sort_order"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    foreignKey({ columns: [t.parentId], foreignColumns: [t.id], name: "nodes_parent_fk" }).onDelete("cascade"),
    unique("nodes_sibling_slug_key").on(t.hierarchyId, t.parentId, t.slug).nullsNotDistinct(),
    index("nodes_parent_idx").on(t.parentId),
    check("nodes_not_own_parent", sql`${t.parentId} is distinct from ${t.id}`),
  ],
);

/** Products attached to nodes. */
export const nodeProducts = pgTable(
  "node_products",
  {
    nodeId: uuid("node_id")
      .notNull()
      .references(() => nodes.id, { onDelete: "cascade" }),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.nodeId, t.productId] }), index("node_products_product_idx").on(t.productId, t.nodeId)],
);

/** A variation (size, colour…) with its options; attached to base products, whose children take one option of each. */
export const variations = pgTable("variations", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull(),
  sortOrder: integer("sort_order"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const variationOptions = pgTable(
  "variation_options",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    variationId: uuid("variation_id")
      .notNull()
      .references(() => variations.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    sortOrder: integer("sort_order"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("variation_options_name_key").on(t.variationId, t.name)],
);

/**
 * EP's variation option modifiers (/pcm/variations/{id}/options/{option}/modifiers): what a child built with the
 * option changes of what it takes from its base product (docs/catalog.md "Modifiers").
 */
export const variationOptionModifiers = pgTable(
  "variation_option_modifiers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    optionId: uuid("option_id")
      .notNull()
      .references(() => variationOptions.id, { onDelete: "cascade" }),
    type: text("type").notNull(),
    value: text("value"),
    seek: text("seek"),
    set: text("set"),
    referenceName: text("reference_name"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("variation_option_modifiers_option_idx").on(t.optionId, t.createdAt)],
);

export const productVariations = pgTable(
  "product_variations",
  {
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    variationId: uuid("variation_id")
      .notNull()
      .references(() => variations.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.variationId] })],
);

/**
 * A custom relationship (EP's PXM custom relationships: "related products", "upsells"): a named kind of link from a
 * product to others. Its slug starts `CRP_`; a bi-directional one links both ways (docs/catalog.md "Related products").
 */
export const customRelationships = pgTable(
  "custom_relationships",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    description: text("description"),
    externalName: text("external_name"),
    externalDescription: text("external_description"),
    sortOrder: integer("sort_order"),
    biDirectional: boolean("bi_directional").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("custom_relationships_slug_key").on(t.slug)],
);

/** The custom relationships attached to a product (at most 5, EP's limit). */
export const productCustomRelationships = pgTable(
  "product_custom_relationships",
  {
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    relationshipId: uuid("relationship_id")
      .notNull()
      .references(() => customRelationships.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.relationshipId] })],
);

/** A product related to another under a custom relationship (a bi-directional one is read from both ends). */
export const relatedProducts = pgTable(
  "related_products",
  {
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    relationshipId: uuid("relationship_id")
      .notNull()
      .references(() => customRelationships.id, { onDelete: "cascade" }),
    relatedId: uuid("related_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    sortOrder: integer("sort_order"),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.relationshipId, t.relatedId] }),
    index("related_products_related_idx").on(t.relatedId, t.relationshipId),
    check("related_products_not_self", sql`${t.productId} <> ${t.relatedId}`),
  ],
);

export const carts = pgTable(
  "carts",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull().default("Cart"),
    description: text("description").notNull().default(""),
    /** Fixed by the first item added. */
    currency: text("currency"),
    expiryDays: integer("expiry_days").notNull().default(7),
    customDiscountsEnabled: boolean("custom_discounts_enabled").notNull().default(false),
    useRulePromotions: boolean("use_rule_promotions").notNull().default(false),
    snapshotDate: text("snapshot_date").notNull().default(""),
    customAttributes: jsonb("custom_attributes").$type<Record<string, unknown>>().notNull().default({}),
    paymentIntentId: text("payment_intent_id"),
    accountId: uuid("account_id"),
    /** The customer (customers.id) a back office associated the cart with (POST /v2/carts/{id}/relationships/customers). */
    customerId: uuid("customer_id"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("carts_id_format", sql`${t.id} ~ '^[A-Za-z0-9_-]{1,64}$'`),
    check("carts_one_discount_kind", sql`not (${t.customDiscountsEnabled} and ${t.useRulePromotions})`),
    // An account's carts (GET /v2/carts), newest change first.
    index("carts_account_idx").on(t.accountId, t.updatedAt),
    // The purge's walk to expired carts, oldest change first.
    index("carts_updated_idx").on(t.updatedAt),
  ],
);

export const cartItems = pgTable(
  "cart_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    cartId: text("cart_id")
      .notNull()
      .references(() => carts.id, { onDelete: "cascade" }),
    /** cart_item | custom_item | promotion_item | subscription_item */
    type: text("type").notNull(),
    /** Line identity: canonical JSON of what makes two adds the same line. */
    identity: text("identity").notNull(),
    productId: uuid("product_id"),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    sku: text("sku").notNull().default(""),
    slug: text("slug").notNull().default(""),
    quantity: integer("quantity").notNull(),
    unitAmount: bigint("unit_amount", { mode: "number" }).notNull(),
    includesTax: boolean("includes_tax").notNull().default(false),
    /** The store keeps stock of the line's product (EP's manage_stock), as the add found it. */
    manageStock: boolean("manage_stock").notNull().default(false),
    customInputs: jsonb("custom_inputs").$type<Record<string, string>>(),
    bundleConfiguration: jsonb("bundle_configuration").$type<{
      selected_options: Record<string, Record<string, number>>;
    }>(),
    shippingGroupId: uuid("shipping_group_id"),
    promotionId: uuid("promotion_id"),
    promotionCode: text("promotion_code"),
    /** A subscription_item's offering and plan. */
    subscription: jsonb("subscription").$type<SubscriptionLine>(),
    image: jsonb("image").$type<ImageRef>(),
    /** Insertion order, so a cart lists its lines as they were added. */
    position: bigint("position", { mode: "number" }).notNull().default(sql`(extract(epoch from clock_timestamp()) * 1000000)::bigint`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("cart_items_identity_key").on(t.cartId, t.identity),
    index("cart_items_cart_idx").on(t.cartId, t.position),
    check("cart_items_type", sql`${t.type} in ('cart_item', 'custom_item', 'promotion_item', 'subscription_item')`),
    check("cart_items_quantity", sql`${t.quantity} >= 1`),
    // A line links a shipping group of its own cart only; a linked group cannot be deleted.
    foreignKey({
      name: "cart_items_shipping_group_fk",
      columns: [t.cartId, t.shippingGroupId],
      foreignColumns: [cartShippingGroups.cartId, cartShippingGroups.id],
    }),
  ],
);

export const cartItemTaxes = pgTable(
  "cart_item_taxes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    cartItemId: uuid("cart_item_id")
      .notNull()
      .references(() => cartItems.id, { onDelete: "cascade" }),
    name: text("name").notNull().default(""),
    jurisdiction: text("jurisdiction").notNull().default(""),
    code: text("code").notNull().default(""),
    rate: doublePrecision("rate").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("cart_item_taxes_item_idx").on(t.cartItemId)],
);

export const cartShippingGroups = pgTable(
  "cart_shipping_groups",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    cartId: text("cart_id")
      .notNull()
      .references(() => carts.id, { onDelete: "cascade" }),
    shippingType: text("shipping_type").notNull().default(""),
    trackingReference: text("tracking_reference").notNull().default(""),
    externalRef: text("external_ref"),
    address: jsonb("address").$type<Record<string, unknown>>().notNull().default({}),
    deliveryTime: jsonb("delivery_time").$type<Record<string, unknown>>(),
    /** Minor units: { base, tax, fees }. */
    shippingPrice: jsonb("shipping_price")
      .$type<{ base: number; tax: number; fees: number }>()
      .notNull()
      .default({ base: 0, tax: 0, fees: 0 }),
    /** The store's rate checkout taxed the shipping at (prepare-checkout.ts); null when untaxed or priced through the API. */
    taxRate: jsonb("tax_rate").$type<ShippingTaxRate>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // (cart_id, id): the key cart_items' shipping group reference points at.
    unique("cart_shipping_groups_cart_id_key").on(t.cartId, t.id),
    check("cart_shipping_groups_external_ref_length", sql`char_length(${t.externalRef}) <= 64`),
    check(
      "cart_shipping_groups_price",
      sql`(${t.shippingPrice} ->> 'base')::numeric >= 0 and (${t.shippingPrice} ->> 'tax')::numeric >= 0 and (${t.shippingPrice} ->> 'fees')::numeric >= 0`,
    ),
  ],
);

export const cartCustomDiscounts = pgTable(
  "cart_custom_discounts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    cartId: text("cart_id")
      .notNull()
      .references(() => carts.id, { onDelete: "cascade" }),
    cartItemId: uuid("cart_item_id").references(() => cartItems.id, { onDelete: "cascade" }),
    amount: bigint("amount", { mode: "number" }).notNull(),
    description: text("description").notNull().default(""),
    discountCode: text("discount_code").notNull().default(""),
    discountEngine: text("discount_engine").notNull().default(""),
    externalId: text("external_id").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [check("cart_custom_discounts_negative", sql`${t.amount} <= 0`)],
);

/**
 * What a shopper has typed at checkout, kept with the cart (lib/commerce/checkout/checkout-draft.ts): deleted with
 * the cart, and so by the purge of expired carts.
 */
export const checkoutDrafts = pgTable(
  "checkout_drafts",
  {
    cartId: text("cart_id")
      .primaryKey()
      .references(() => carts.id, { onDelete: "cascade" }),
    /** The form's values as typed: customer, shipping and billing addresses, billing the same as shipping. */
    details: jsonb("details").$type<Record<string, unknown>>().notNull(),
    step: integer("step").notNull().default(1),
    shippingMethodId: text("shipping_method_id").notNull().default(""),
    updatedAt: updatedAt(),
  },
  (t) => [check("checkout_drafts_step", sql`${t.step} between 1 and 3`)],
);

export const promotions = pgTable(
  "promotions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    promotionType: text("promotion_type").notNull(),
    /** EP's schema: { currencies: [{ currency, amount } | { currency, percentage }] }. */
    schema: jsonb("schema").$type<{ currencies: { currency: string; amount?: number; percentage?: number }[] }>().notNull(),
    enabled: boolean("enabled").notNull().default(true),
    automatic: boolean("automatic").notNull().default(false),
    minCartValue: jsonb("min_cart_value").$type<{ currency: string; amount: number }[]>(),
    /** Whether it applies next to other promotions (promotion-combination.ts); a new promotion does not. */
    combinable: boolean("combinable").notNull().default(false),
    /** How many orders may use it in all, and per customer (promotion-usage-limit.ts); null: no limit. */
    maxUses: integer("max_uses"),
    maxUsesPerCustomer: integer("max_uses_per_customer"),
    start: ts("start"),
    end: ts("end"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check("promotions_type", sql`${t.promotionType} in ('fixed_discount', 'percent_discount')`)],
);

export const promotionCodes = pgTable(
  "promotion_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    promotionId: uuid("promotion_id")
      .notNull()
      .references(() => promotions.id, { onDelete: "cascade" }),
    code: text("code").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("promotion_codes_code_key").on(sql`lower(${t.code})`)],
);

export const accounts = pgTable("accounts", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull(),
  legalName: text("legal_name").notNull().default(""),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** An account's saved addresses (EP's account addresses). */
export const accountAddresses = pgTable(
  "account_addresses",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    name: text("name").notNull().default(""),
    firstName: text("first_name").notNull().default(""),
    lastName: text("last_name").notNull().default(""),
    companyName: text("company_name").notNull().default(""),
    phoneNumber: text("phone_number").notNull().default(""),
    line1: text("line_1").notNull().default(""),
    line2: text("line_2").notNull().default(""),
    city: text("city").notNull().default(""),
    county: text("county").notNull().default(""),
    region: text("region").notNull().default(""),
    postcode: text("postcode").notNull().default(""),
    country: text("country").notNull().default(""),
    instructions: text("instructions").notNull().default(""),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("account_addresses_account_idx").on(t.accountId, t.createdAt)],
);

/** How shoppers may become account members: one row, id 'account' (EP's account authentication settings). */
export const accountAuthenticationSettings = pgTable(
  "account_authentication_settings",
  {
    id: text("id").primaryKey().default("account"),
    enableSelfSignup: boolean("enable_self_signup").notNull().default(false),
    /** EP's account membership setting: how many accounts one member may belong to (1 to 10,000). */
    membershipLimit: integer("membership_limit").notNull().default(1000),
    updatedAt: updatedAt(),
  },
  (t) => [check("membership_limit_range", sql`${t.membershipLimit} between 1 and 10000`)],
);

export const accountMembers = pgTable(
  "account_members",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The account the member was made with (signed up, or POST /v2/account-members); null once it is deleted. What the
     * member may act for is their memberships (account_memberships), never this column. */
    accountId: uuid("account_id").references(() => accounts.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    /** scrypt$N$r$p$salt$hash — never the password. */
    passwordHash: text("password_hash").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("account_members_email_key").on(sql`lower(${t.email})`)],
);

/**
 * EP's account memberships: which members may act for which accounts (an account token is issued for each). Many to
 * many; one per account and member. Deleted with either side.
 */
export const accountMemberships = pgTable(
  "account_memberships",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    memberId: uuid("account_member_id")
      .notNull()
      .references(() => accountMembers.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("account_memberships_account_member_key").on(t.accountId, t.memberId), index("account_memberships_member_idx").on(t.memberId, t.createdAt)],
);

export const orders = pgTable(
  "orders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    accountId: uuid("account_id"),
    cartId: text("cart_id"),
    status: text("status").notNull().default("incomplete"),
    payment: text("payment").notNull().default("unpaid"),
    shipping: text("shipping").notNull().default("unfulfilled"),
    /** The order holds stock of its products (allocated at checkout; released when cancelled, taken when shipped). */
    stockHeld: boolean("stock_held").notNull().default(false),
    currency: text("currency").notNull(),
    customer: jsonb("customer").$type<{ name: string; email: string }>().notNull(),
    billingAddress: jsonb("billing_address").$type<Record<string, unknown>>().notNull(),
    shippingAddress: jsonb("shipping_address").$type<Record<string, unknown>>().notNull(),
    /** The cart's meta.display_price at checkout. */
    displayPrice: jsonb("display_price").$type<Record<string, unknown>>().notNull(),
    /** The store's order number (#1001, #1002…): sequential and gap-free, from `order_number_counter` (docs/orders.md). */
    number: integer("number").notNull(),
    /** The cart's shipping groups at checkout (the method's name and price), as the order keeps them. */
    shippingGroups: jsonb("shipping_groups").$type<OrderShippingGroup[]>().notNull().default([]),
    /** The shipping (display_price.shipping) has been refunded: it is given back once, on its own (docs/orders.md "Refunds"). */
    shippingRefunded: boolean("shipping_refunded").notNull().default(false),
    /** How it was shipped, recorded with `shipping: fulfilled`. */
    shipment: jsonb("shipment").$type<OrderShipment>(),
    /** Its personal data was erased (POST /v2/orders/anonymize): names, e-mail, addresses read `*`. */
    anonymized: boolean("anonymized").notNull().default(false),
    /**
     * The client address a shopper's checkout came from (an IPv6 address by its /64); null for an administrator's
     * checkout or an address not known. Counts a shopper's unpaid orders (lib/commerce/orders/unpaid-order-limit.ts).
     */
    placedFrom: text("placed_from"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("orders_account_idx").on(t.accountId, t.createdAt),
    uniqueIndex("orders_number_key").on(t.number),
    // The admin's lists and the dashboard's sales read orders by when they were placed.
    index("orders_created_idx").on(t.createdAt),
    // A shopper's open unpaid orders, counted at checkout by address and by e-mail; and the unpaid orders that lapse.
    index("orders_unpaid_from_idx").on(t.placedFrom, t.createdAt).where(sql`${t.payment} = 'unpaid' and ${t.status} = 'incomplete'`),
    index("orders_unpaid_email_idx").on(sql`lower(${t.customer}->>'email')`, t.createdAt).where(sql`${t.payment} = 'unpaid' and ${t.status} = 'incomplete'`),
    index("orders_unpaid_created_idx").on(t.createdAt).where(sql`${t.payment} = 'unpaid' and ${t.status} = 'incomplete'`),
    // The orders holding stock (until fulfilled or cancelled), an unpaid one's hold lapsing after the hold time: the
    // lapsed orders read starts from them (lib/storage/orders/order-store.ts; before, it went through every unpaid
    // order older than the hold time).
    index("orders_holding_idx").on(t.createdAt).where(sql`${t.stockHeld}`),
    // A customer's orders and figures, by the e-mail lower-cased (lib/storage/customers/customer-store.ts).
    index("orders_customer_email_idx").on(sql`lower(${t.customer}->>'email')`, t.createdAt),
  ],
);

/** The store's last order number: one row, id 'orders', updated in each checkout's transaction (docs/orders.md). */
export const orderNumberCounter = pgTable("order_number_counter", {
  id: text("id").primaryKey().default("orders"),
  lastNumber: integer("last_number").notNull(),
});

/**
 * Who the store's e-mail comes from: one row, id 'email' (lib/commerce/settings/email-sender.ts). An empty address
 * means none is stored: the From address of the environment (EMAIL_FROM), else the default, is used.
 */
export const emailSettings = pgTable("email_settings", {
  id: text("id").primaryKey().default("email"),
  senderName: text("sender_name").notNull().default(""),
  senderAddress: text("sender_address").notNull().default(""),
  updatedAt: updatedAt(),
});

/**
 * The store's own details, its time zone and how its order numbers read: one row, id 'store'
 * (lib/commerce/settings/store-details.ts; the defaults while none is stored). The time zone is an IANA name the
 * domain checks against the runtime's list; the prefix is what an order number is printed after ("#1001").
 */
export const storeDetails = pgTable(
  "store_details",
  {
    id: text("id").primaryKey().default("store"),
    name: text("name").notNull().default(""),
    addressLine1: text("address_line_1").notNull().default(""),
    addressLine2: text("address_line_2").notNull().default(""),
    city: text("city").notNull().default(""),
    postcode: text("postcode").notNull().default(""),
    region: text("region").notNull().default(""),
    country: text("country").notNull().default(""),
    contactEmail: text("contact_email").notNull().default(""),
    phone: text("phone").notNull().default(""),
    timeZone: text("time_zone").notNull().default("UTC"),
    orderNumberPrefix: text("order_number_prefix").notNull().default("#"),
    updatedAt: updatedAt(),
  },
  (t) => [check("order_number_prefix_shape", sql`${t.orderNumberPrefix} ~ '^[A-Za-z0-9#-]{0,10}$'`)],
);

/**
 * The store's policy pages (refund, privacy, terms, shipping): one row per slug once written
 * (lib/commerce/settings/policies.ts). A policy without a body is not shown to shoppers.
 */
export const storePolicies = pgTable("store_policies", {
  slug: text("slug").primaryKey(),
  title: text("title").notNull(),
  body: text("body").notNull().default(""),
  updatedAt: updatedAt(),
});

/**
 * The storefront's home page as the merchant sets it: one row, id 'home' (lib/commerce/settings/home-page.ts; no row
 * means none is set, and the home page shows its default hero). The hero: a heading, a line, a call to action (a
 * path inside the store) and an uploaded image with its alt text; the featured collection: one category (a
 * hierarchy or one of its nodes), a heading and how many products it shows. A category or file deleted later
 * leaves the home page without it (ON DELETE SET NULL), never a broken link.
 */
export const storeHomePage = pgTable(
  "store_home_page",
  {
    id: text("id").primaryKey().default("home"),
    heroHeading: text("hero_heading").notNull(),
    heroText: text("hero_text").notNull().default(""),
    ctaLabel: text("cta_label").notNull().default(""),
    ctaHref: text("cta_href").notNull().default(""),
    heroImageFileId: uuid("hero_image_file_id").references(() => files.id, { onDelete: "set null" }),
    heroImageAlt: text("hero_image_alt").notNull().default(""),
    featuredHierarchyId: uuid("featured_hierarchy_id").references(() => hierarchies.id, { onDelete: "set null" }),
    featuredNodeId: uuid("featured_node_id").references(() => nodes.id, { onDelete: "set null" }),
    featuredHeading: text("featured_heading").notNull().default(""),
    featuredCount: integer("featured_count").notNull().default(4),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("store_home_page_featured_count_range", sql`${t.featuredCount} between 4 and 12`),
    check("store_home_page_one_featured", sql`${t.featuredHierarchyId} is null or ${t.featuredNodeId} is null`),
    check("store_home_page_cta_in_store", sql`${t.ctaHref} = '' or (${t.ctaHref} like '/%' and ${t.ctaHref} not like '//%')`),
  ],
);

/**
 * How long an unpaid pay-later order is kept and how many a shopper may have open: one row, id 'orders'
 * (lib/commerce/settings/unpaid-order-settings.ts; the defaults while none is stored).
 */
export const orderSettings = pgTable(
  "order_settings",
  {
    id: text("id").primaryKey().default("orders"),
    unpaidOrderDays: integer("unpaid_order_days").notNull().default(7),
    unpaidOrdersPerShopper: integer("unpaid_orders_per_shopper").notNull().default(3),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("unpaid_order_days_range", sql`${t.unpaidOrderDays} between 1 and 90`),
    check("unpaid_orders_per_shopper_range", sql`${t.unpaidOrdersPerShopper} between 1 and 100`),
  ],
);

/** How the store is paid outside a gateway: one row, id 'payment' (the bank details shown to a shopper who owes). */
export const paymentSettings = pgTable("payment_settings", {
  id: text("id").primaryKey().default("payment"),
  bankDetails: text("bank_details").notNull().default(""),
  /** EP's manual gateway `enabled`: may shoppers make manual payments themselves (off by default, as EP's). */
  manualGatewayEnabled: boolean("manual_gateway_enabled").notNull().default(false),
  /**
   * The store's bank account per currency (lib/commerce/settings/bank-accounts.ts): a shopper paying by bank transfer
   * is shown only their order's currency's. `bank_details` above is the earlier single block, no longer shown.
   */
  bankAccounts: jsonb("bank_accounts").$type<Record<string, Record<string, string>>>().notNull().default({}),
  updatedAt: updatedAt(),
});

/**
 * EP's card gateways' settings as an administrator stored them (PUT /v2/gateways/{slug}; lib/commerce/payments/
 * gateway-settings.ts): one row per gateway once written. `fields` holds the gateway's own fields (stripe's `login`,
 * braintree's `merchant_id`…). No processor of these gateways is built in: nothing pays through them (docs/payments.md).
 * The manual gateway's `enabled` is `payment_settings.manual_gateway_enabled`.
 */
export const paymentGateways = pgTable("payment_gateways", {
  slug: text("slug").primaryKey(),
  enabled: boolean("enabled").notNull().default(false),
  test: boolean("test").notNull().default(false),
  fields: jsonb("fields").$type<Record<string, string>>().notNull().default({}),
  updatedAt: updatedAt(),
});

/**
 * EP's project settings (GET/PUT/DELETE /v2/settings; lib/commerce/settings/project-settings.ts): one row, id
 * 'project', the defaults while none is stored; DELETE removes the row.
 */
export const projectSettings = pgTable(
  "project_settings",
  {
    id: text("id").primaryKey().default("project"),
    pageLength: integer("page_length").notNull().default(25),
    listChildProducts: boolean("list_child_products").notNull().default(false),
    additionalLanguages: jsonb("additional_languages").$type<string[]>().notNull().default([]),
    addressMandatoryFields: jsonb("address_mandatory_fields").$type<string[]>().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [check("page_length_range", sql`${t.pageLength} between 1 and 100`)],
);

export const orderItems = pgTable(
  "order_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** The cart item it came from, as it was at checkout (type, prices, inputs, bundle). */
    cartItem: jsonb("cart_item").$type<StoredOrderLine>().notNull(),
    type: text("type").notNull(),
    productId: uuid("product_id"),
    quantity: integer("quantity").notNull(),
    position: integer("position").notNull(),
    /**
     * What the shopper was charged for a goods line after every discount, and its tax by rate (minor units;
     * lib/commerce/carts/tax-after-discounts.ts): what a refund gives back and what the tax report counts. Null for
     * a promotion line and for orders placed before it was kept (read from the line's display price then).
     */
    charged: jsonb("charged").$type<ChargedLineRecord>(),
    /** Units given back with a refund by line; of those, units put back in stock. */
    refundedQuantity: integer("refunded_quantity").notNull().default(0),
    restockedQuantity: integer("restocked_quantity").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index("order_items_order_idx").on(t.orderId, t.position),
    // The admin's order search by a line's SKU (lib/commerce/orders/order-search.ts).
    index("order_items_sku_idx").on(sql`lower(${t.cartItem}->>'sku')`),
    // The promotion store's usage counts: an order's promotion lines by the promotion they applied.
    index("order_items_promotion_idx")
      .on(sql`(${t.cartItem} ->> 'promotion_id')`)
      .where(sql`${t.type} = 'promotion_item'`),
    check("order_items_refunds", sql`${t.refundedQuantity} between 0 and ${t.quantity} and ${t.restockedQuantity} between 0 and ${t.refundedQuantity}`),
  ],
);

/** A payment transaction of an order (EP's transactions): amounts in minor units of the order's currency. */
export const orderTransactions = pgTable(
  "order_transactions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    gateway: text("gateway").notNull(),
    /** purchase, authorize, capture (an authorization once captured) or refund (once wholly refunded). */
    transactionType: text("transaction_type").notNull(),
    /** complete, pending, failed or cancelled. */
    status: text("status").notNull(),
    amount: integer("amount").notNull(),
    refundedAmount: integer("refunded_amount").notNull().default(0),
    currency: text("currency").notNull(),
    /** The gateway's reference for it. */
    reference: text("reference").notNull().default(""),
    name: text("name").notNull().default(""),
    customReference: text("custom_reference").notNull().default(""),
    /** When the money moved to the store (a purchase completed, an authorization captured): the day revenue counts it. */
    moneyTakenAt: ts("money_taken_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("order_transactions_order_idx").on(t.orderId, t.createdAt),
    // The promises to pay outside the store still open (pending manual payments): the lapsed orders read starts from them.
    index("order_transactions_promises_idx").on(t.orderId).where(sql`${t.gateway} = 'manual' and ${t.status} = 'pending'`),
    // Never more given back than was taken, whatever a caller sends.
    check("order_transactions_amounts", sql`${t.amount} >= 0 and ${t.refundedAmount} between 0 and ${t.amount}`),
  ],
);

/**
 * One refund of an order as the shopkeeper made it (lib/commerce/payments/refund-records.ts): what was given back,
 * for which lines, and how much of it the merchant must pay back by hand (the manual gateway's share) and when
 * they did. The transactions keep EP's amounts; this row is what the ledger says about them.
 */
export const orderRefunds = pgTable(
  "order_refunds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull(),
    /** The units it gave back, by line: empty for a refund of an amount. */
    lines: jsonb("lines").$type<{ itemId: string; name: string; quantity: number }[]>().notNull().default([]),
    /** Of `amount`, what was taken back from manual-gateway payments: money the merchant pays back themselves. */
    manualAmount: integer("manual_amount").notNull().default(0),
    paidOutAt: ts("paid_out_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("order_refunds_order_idx").on(t.orderId, t.createdAt),
    check("order_refunds_amounts", sql`${t.amount} > 0 and ${t.manualAmount} between 0 and ${t.amount}`),
  ],
);

/** A product's stock (EP's inventories): `total` in the store, `allocated` held for orders; available = total − allocated. */
export const stock = pgTable(
  "stock",
  {
    productId: uuid("product_id")
      .primaryKey()
      .references(() => products.id, { onDelete: "cascade" }),
    total: integer("total").notNull(),
    allocated: integer("allocated").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // The backstop of stock-rules.ts: never negative, never more held than there is.
  (t) => [check("stock_amounts", sql`${t.allocated} >= 0 and ${t.total} >= ${t.allocated}`)],
);

/**
 * The places stock is kept (EP's inventory locations). The store keeps its stock in one: the default, made with
 * the table, which cannot be deleted; others may be recorded (a shop, a warehouse) for clients that list them.
 */
export const inventoryLocations = pgTable(
  "inventory_locations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    slug: text("slug").notNull().unique(),
    externalRef: text("external_ref"),
    description: text("description"),
    /** Address lines, 1 to 8. */
    address: jsonb("address").$type<string[]>(),
    geolocation: jsonb("geolocation").$type<{ lat: number; lon: number }>(),
    /** The location that holds the store's stock: exactly one. */
    isDefault: boolean("is_default").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("inventory_locations_one_default").on(t.isDefault).where(sql`${t.isDefault}`)],
);

/** The log of what moved a product's stock (EP's stock transactions). */
export const stockTransactions = pgTable(
  "stock_transactions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    /** increment, decrement, allocate or deallocate. */
    action: text("action").notNull(),
    quantity: integer("quantity").notNull(),
    /** The order that allocated, released or shipped it, when an order did. */
    orderId: uuid("order_id"),
    /** Who moved it: an administrator's client id, `order <order id>`, or `API`; null for movements logged before
     * it was recorded. */
    actor: text("actor"),
    /** Why: the reason an administrator gave, or what an order did (checkout, cancelled, shipped, refunded). */
    reason: text("reason"),
    createdAt: createdAt(),
  },
  (t) => [index("stock_transactions_product_idx").on(t.productId, t.createdAt)],
);

/** The store's shipping methods, offered at checkout: a price per currency (minor units), free over a threshold. */
export const shippingMethods = pgTable("shipping_methods", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  prices: jsonb("prices").$type<Record<string, number>>().notNull(),
  /** Free when the cart's subtotal (before shipping) reaches this, per currency; null: never free. */
  freeOver: jsonb("free_over").$type<Record<string, number>>(),
  position: integer("position").notNull().default(0),
  createdAt: createdAt(),
});

/**
 * The store's tax rates by destination: a country (`*`: everywhere else) and, where it matters, a region of it (the
 * ISO 3166-2 subdivision code without the country, "NY"; '' for the whole country). Applied as tax items at checkout.
 */
export const taxRates = pgTable(
  "tax_rates",
  {
    country: text("country").notNull(),
    region: text("region").notNull().default(""),
    name: text("name").notNull(),
    code: text("code").notNull(),
    rate: doublePrecision("rate").notNull(),
    /** Whether shipping to this destination is taxed at the rate too (lib/commerce/checkout/shipping-tax.ts). */
    taxesShipping: boolean("taxes_shipping").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ name: "tax_rates_pkey", columns: [t.country, t.region] }), check("tax_rates_rate", sql`${t.rate} >= 0 and ${t.rate} < 1`)],
);

export const subscriptionOfferings = pgTable(
  "subscription_offerings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    description: text("description"),
    externalRef: text("external_ref"),
    owner: text("owner").notNull().default("store"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("offering_name_length", sql`char_length(${t.name}) between 3 and 1024`),
    check("offering_description_length", sql`char_length(${t.description}) <= 1024`),
    check("offering_external_ref_length", sql`char_length(${t.externalRef}) <= 2048`),
    check("offering_owner", sql`${t.owner} in ('store', 'organization')`),
  ],
);

export const subscriptionProducts = pgTable(
  "subscription_products",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    offeringId: uuid("offering_id")
      .notNull()
      .references(() => subscriptionOfferings.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description"),
    externalRef: text("external_ref"),
    sku: text("sku"),
    mainImage: text("main_image"),
    price: jsonb("price").$type<PriceMap>(),
    priceUnits: jsonb("price_units").$type<{ unit: "day" | "month"; amount: number }>(),
    owner: text("owner").notNull().default("store"),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("sub_product_name_length", sql`char_length(${t.name}) between 3 and 1024`),
    check("sub_product_description_length", sql`char_length(${t.description}) <= 1024`),
    check("sub_product_external_ref_length", sql`char_length(${t.externalRef}) <= 2048`),
    check("sub_product_sku_length", sql`char_length(${t.sku}) <= 1024`),
    check("sub_product_main_image_length", sql`char_length(${t.mainImage}) <= 1024`),
  ],
);

export const subscriptionPlans = pgTable(
  "subscription_plans",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    offeringId: uuid("offering_id")
      .notNull()
      .references(() => subscriptionOfferings.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description"),
    externalRef: text("external_ref"),
    billingIntervalType: text("billing_interval_type").notNull(),
    billingFrequency: integer("billing_frequency").notNull(),
    trialPeriod: integer("trial_period"),
    planLength: integer("plan_length").notNull(),
    endBehavior: text("end_behavior").notNull(),
    canPause: boolean("can_pause").notNull(),
    canResume: boolean("can_resume").notNull(),
    canCancel: boolean("can_cancel").notNull(),
    basePricePercentage: doublePrecision("base_price_percentage"),
    fixedPrice: jsonb("fixed_price").$type<PriceMap>(),
    owner: text("owner").notNull().default("store"),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("plan_name_length", sql`char_length(${t.name}) between 3 and 1024`),
    check("plan_description_length", sql`char_length(${t.description}) <= 1024`),
    check("plan_external_ref_length", sql`char_length(${t.externalRef}) <= 2048`),
    check("plan_interval", sql`${t.billingIntervalType} in ('day', 'week', 'month', 'year')`),
    check("plan_billing_frequency", sql`${t.billingFrequency} >= 1`),
    check("plan_length_min", sql`${t.planLength} >= 1`),
    check("plan_end_behavior", sql`${t.endBehavior} in ('close', 'roll')`),
    check("plan_base_price_percentage", sql`${t.basePricePercentage} <= 100`),
  ],
);

export const subscriptions = pgTable(
  "subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    accountId: uuid("account_id").notNull(),
    offeringId: uuid("offering_id")
      .notNull()
      .references(() => subscriptionOfferings.id),
    planId: uuid("plan_id")
      .notNull()
      .references(() => subscriptionPlans.id),
    currency: text("currency").notNull(),
    name: text("name").notNull().default(""),
    email: text("email").notNull().default(""),
    externalRef: text("external_ref"),
    paymentAuthority: jsonb("payment_authority").$type<{ type: string; customer_id?: string; card_id?: string }>(),
    manualPayments: boolean("manual_payments").notNull().default(false),
    owner: text("owner").notNull().default("store"),
    status: text("status").notNull().default("active"),
    canceled: boolean("canceled").notNull().default(false),
    paused: boolean("paused").notNull().default(false),
    closed: boolean("closed").notNull().default(false),
    suspended: boolean("suspended").notNull().default(false),
    pending: boolean("pending").notNull().default(false),
    invoiceAfter: ts("invoice_after"),
    canceledAt: ts("canceled_at"),
    pausedAt: ts("paused_at"),
    resumedAt: ts("resumed_at"),
    endDate: ts("end_date"),
    /** How many of the plan the subscriber takes: each invoice is the plan's price times this. */
    quantity: integer("quantity").notNull().default(1),
    /** The order whose checkout made the subscription, if one did. */
    orderId: uuid("order_id"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("subscriptions_account_idx").on(t.accountId),
    // The billing run's scan: subscriptions due for an invoice.
    index("subscriptions_invoice_after_idx").on(t.invoiceAfter),
    check("subscription_quantity", sql`${t.quantity} >= 1`),
    check("subscription_currency", sql`${t.currency} ~ '^[A-Z]{3}$'`),
    check("subscription_external_ref_length", sql`char_length(${t.externalRef}) <= 2048`),
    check("subscription_status", sql`${t.status} in ('active', 'inactive')`),
    check("subscription_owner", sql`${t.owner} in ('store', 'organization')`),
  ],
);

export const subscriptionStates = pgTable(
  "subscription_states",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    subscriptionId: uuid("subscription_id")
      .notNull()
      .references(() => subscriptions.id, { onDelete: "cascade" }),
    action: text("action").notNull(),
    canceled: boolean("canceled").notNull(),
    paused: boolean("paused").notNull(),
    closed: boolean("closed").notNull(),
    suspended: boolean("suspended").notNull(),
    invoiceAfter: ts("invoice_after"),
    createdAt: createdAt(),
  },
  (t) => [
    index("subscription_states_sub_idx").on(t.subscriptionId, t.createdAt),
    check("subscription_state_action", sql`${t.action} in ('cancel', 'pause', 'resume')`),
  ],
);

/**
 * EP's subscription features: a store's own (offering_id null, `subscription_feature`) or an offering's
 * (`subscription_offering_feature`, made in the offering or copied into it by attach: later changes to the store's
 * feature leave the copy as it is).
 */
export const subscriptionFeatures = pgTable(
  "subscription_features",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    offeringId: uuid("offering_id").references(() => subscriptionOfferings.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description"),
    externalRef: text("external_ref"),
    /** EP's FeatureConfiguration: access, promotion or usage, as the API took it. */
    configuration: jsonb("configuration").$type<Record<string, unknown> & { type: string }>().notNull(),
    owner: text("owner").notNull().default("store"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("subscription_features_offering_idx").on(t.offeringId),
    check("feature_name_length", sql`char_length(${t.name}) between 3 and 1024`),
    check("feature_description_length", sql`char_length(${t.description}) <= 1024`),
    check("feature_external_ref_length", sql`char_length(${t.externalRef}) <= 2048`),
  ],
);

/**
 * EP's dunning rules: how a failed invoice payment would be retried, and what then. At most one is the store's
 * default (`is_default`, unique among the true ones).
 */
export const subscriptionDunningRules = pgTable(
  "subscription_dunning_rules",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    paymentRetryType: text("payment_retry_type").notNull(),
    paymentRetryInterval: integer("payment_retry_interval"),
    paymentRetryUnit: text("payment_retry_unit"),
    paymentRetriesLimit: integer("payment_retries_limit").notNull(),
    action: text("action").notNull(),
    isDefault: boolean("is_default").notNull().default(false),
    owner: text("owner").notNull().default("store"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("subscription_dunning_rules_default_key").on(t.isDefault).where(sql`${t.isDefault}`),
    check("dunning_retry_type", sql`${t.paymentRetryType} = 'fixed'`),
    check("dunning_retry_interval", sql`${t.paymentRetryInterval} between 1 and 1024`),
    check("dunning_retry_unit", sql`${t.paymentRetryUnit} in ('day', 'week')`),
    check("dunning_retries_limit", sql`${t.paymentRetriesLimit} >= 0`),
    check("dunning_action", sql`${t.action} in ('none', 'pause', 'close', 'suspend')`),
  ],
);

/** A billing run an administrator asked for (EP's subscription_job), kept with its report once finished. */
export const subscriptionJobs = pgTable(
  "subscription_jobs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    jobType: text("job_type").notNull(),
    externalRef: text("external_ref"),
    status: text("status").notNull(),
    /** The run's report as the billing run made it (lib/commerce/subscriptions/billing-run.ts BillingReport). */
    report: jsonb("report").$type<Record<string, unknown>>().notNull(),
    startedAt: ts("started_at").notNull(),
    finishedAt: ts("finished_at").notNull(),
    owner: text("owner").notNull().default("store"),
    createdAt: createdAt(),
  },
  (t) => [
    index("subscription_jobs_created_idx").on(t.createdAt),
    check("subscription_job_type", sql`${t.jobType} = 'billing-run'`),
    check("subscription_job_status", sql`${t.status} in ('success', 'failed')`),
    check("subscription_job_external_ref_length", sql`char_length(${t.externalRef}) <= 2048`),
  ],
);

/** EP's proration policies: how a change part-way through a period would be rounded. */
export const subscriptionProrationPolicies = pgTable(
  "subscription_proration_policies",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    rounding: text("rounding").notNull(),
    externalRef: text("external_ref"),
    owner: text("owner").notNull().default("store"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("proration_policy_name_length", sql`char_length(${t.name}) between 3 and 1024`),
    check("proration_policy_rounding", sql`${t.rounding} in ('up', 'down', 'nearest')`),
    check("proration_policy_external_ref_length", sql`char_length(${t.externalRef}) <= 2048`),
  ],
);

/** EP's subscription_subscriber: who an administrator says pays for subscriptions, one of an account's. */
export const subscriptionSubscribers = pgTable(
  "subscription_subscribers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    paymentAuthority: jsonb("payment_authority").$type<{ type: string; customer_id?: string; card_id?: string }>(),
    owner: text("owner").notNull().default("store"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("subscription_subscribers_account_idx").on(t.accountId),
    check("subscriber_name_length", sql`char_length(${t.name}) between 3 and 1024`),
    check("subscriber_email_length", sql`char_length(${t.email}) between 3 and 1024`),
  ],
);

/**
 * A subscription's invoice for one billing period (EP's subscription_invoice). One per (subscription, period
 * start): two billing runs at once cannot bill a period twice. `number` counts a subscription's invoices from 1.
 */
export const subscriptionInvoices = pgTable(
  "subscription_invoices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    subscriptionId: uuid("subscription_id")
      .notNull()
      .references(() => subscriptions.id, { onDelete: "cascade" }),
    accountId: uuid("account_id").notNull(),
    number: integer("number").notNull(),
    periodStart: ts("period_start").notNull(),
    periodEnd: ts("period_end").notNull(),
    currency: text("currency").notNull(),
    amount: bigint("amount", { mode: "number" }).notNull(),
    includesTax: boolean("includes_tax").notNull().default(false),
    items: jsonb("items").$type<InvoiceItem[]>().notNull(),
    outstanding: boolean("outstanding").notNull().default(true),
    manualPaymentPending: boolean("manual_payment_pending").notNull().default(false),
    /** The gateway that took the payment and its reference, once paid. */
    paymentGateway: text("payment_gateway"),
    paymentReference: text("payment_reference"),
    paidAt: ts("paid_at"),
    owner: text("owner").notNull().default("store"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("subscription_invoices_period_key").on(t.subscriptionId, t.periodStart),
    uniqueIndex("subscription_invoices_number_key").on(t.subscriptionId, t.number),
    index("subscription_invoices_created_idx").on(t.createdAt),
    check("subscription_invoice_amount", sql`${t.amount} >= 0`),
    check("subscription_invoice_period", sql`${t.periodEnd} > ${t.periodStart}`),
  ],
);

/** Idempotency-Key replay store (scoped to the token subject). */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    subject: text("subject").notNull(),
    key: text("key").notNull(),
    requestHash: text("request_hash").notNull(),
    status: integer("status"),
    responseBody: text("response_body"),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.subject, t.key] }), index("idempotency_keys_created_idx").on(t.createdAt)],
);

/**
 * Rate-limit buckets shared by every instance (lib/http/limits/rate-limit.ts): GCRA's theoretical arrival time
 * per key, in ms, and how many tokens the last lease granted.
 */
export const rateLimitBuckets = pgTable(
  "rate_limit_buckets",
  {
    key: text("key").primaryKey(),
    tatMs: doublePrecision("tat_ms").notNull(),
    granted: integer("granted").notNull().default(0),
  },
  (t) => [index("rate_limit_buckets_tat_idx").on(t.tatMs)],
);

/**
 * What sign-in knows of an account (a lowercased e-mail, or `client:<id>` for a client secret) from one origin
 * (`address:<client address>` or `device:<device id>`): the failed attempts in a row, the lock they earned,
 * and until when the origin is known, because the account signed in from it (lib/commerce/auth/sign-in-attempts.ts).
 * Shared by every instance. Times are epoch milliseconds; a row is forgotten an hour after its last failure,
 * once unlocked and no longer known.
 */
export const signInFailures = pgTable(
  "sign_in_failures",
  {
    account: text("account").notNull(),
    origin: text("origin").notNull().default(""),
    failures: integer("failures").notNull(),
    lastMs: doublePrecision("last_ms").notNull(),
    lockedUntilMs: doublePrecision("locked_until_ms").notNull().default(0),
    knownUntilMs: doublePrecision("known_until_ms").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.account, t.origin] }), index("sign_in_failures_last_idx").on(t.lastMs)],
);

/** Account tokens revoked before they expire (sign-out); kept until they would have expired. */
export const revokedTokens = pgTable(
  "revoked_tokens",
  {
    jti: text("jti").primaryKey(),
    expiresAt: ts("expires_at").notNull(),
  },
  (t) => [index("revoked_tokens_expires_idx").on(t.expiresAt)],
);

/**
 * E-mail waiting to be sent, or sent (lib/commerce/email/outbox.ts, docs/email.md). A row is written in the same
 * transaction as the change it tells of, so a rolled-back change sends nothing and a committed one is never lost;
 * `send_key` names the message (`order-confirmation:<order id>`, …): a second enqueue of it is a no-op, and it is
 * the message's Message-ID, so a resend after a crash between sending and marking is one message to the reader.
 * `payload` is what the message says, fixed when it was written; templates render it.
 */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    sendKey: text("send_key").notNull(),
    kind: text("kind").notNull(),
    recipient: text("recipient").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    /** pending (to send, or to retry at next_attempt_at), sent, or failed (gave up after the last attempt). */
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: ts("next_attempt_at").notNull().defaultNow(),
    /** A sender that claimed the row holds it until then; a sender that died lets it go by itself. */
    leaseUntil: ts("lease_until"),
    lastError: text("last_error").notNull().default(""),
    sentAt: ts("sent_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("email_outbox_send_key").on(t.sendKey),
    index("email_outbox_due_idx").on(t.status, t.nextAttemptAt),
    index("email_outbox_created_idx").on(t.createdAt),
    // An order's e-mails, for its timeline (lib/commerce/orders/order-timeline.ts).
    index("email_outbox_order_idx").on(sql`(${t.payload}->>'orderId')`),
    check("email_outbox_status", sql`${t.status} in ('pending', 'sent', 'failed')`),
  ],
);

/**
 * A password reset link's token, by its SHA-256 (the token itself is only in the e-mail): one use, until
 * `expires_at` (lib/commerce/accounts/password-reset.ts).
 */
export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    memberId: uuid("member_id")
      .notNull()
      .references(() => accountMembers.id, { onDelete: "cascade" }),
    expiresAt: ts("expires_at").notNull(),
    usedAt: ts("used_at"),
    createdAt: createdAt(),
  },
  (t) => [index("password_reset_tokens_member_idx").on(t.memberId, t.createdAt), index("password_reset_tokens_expires_idx").on(t.expiresAt)],
);

/**
 * Who did what in the back office (lib/commerce/activity/activity.ts, docs/admin.md "Who did what"): every admin
 * change, with the person (a staff member's id and the name they had then; "API" for client credentials) and the
 * time. An order's timeline reads its rows (subject_type 'order'), internal notes included. Rows outlive the staff
 * member who wrote them, so there is no foreign key to staff.
 */
export const adminActivity = pgTable(
  "admin_activity",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    at: ts("at").notNull().defaultNow(),
    staffId: uuid("staff_id"),
    actor: text("actor").notNull(),
    /** What was done, a stable word (ACTIVITY_ACTIONS): payment_recorded, order_shipped, note_added, ... */
    action: text("action").notNull(),
    /** What it was done to: 'order', 'product', 'settings', 'customer', 'staff', 'subscription_offering', ... */
    subjectType: text("subject_type").notNull(),
    subjectId: text("subject_id"),
    /** In a shopkeeper's words: "Recorded a payment of £119.75 by bank transfer"; a note's text. */
    summary: text("summary").notNull(),
  },
  (t) => [
    index("admin_activity_subject_idx").on(t.subjectType, t.subjectId, t.at),
    index("admin_activity_at_idx").on(t.at),
    check("admin_activity_summary_len", sql`char_length(${t.summary}) <= 5000`),
  ],
);

/**
 * One customer per e-mail (docs/admin.md "Customers"): whoever bought as a guest, has an account member, or both,
 * keyed by the e-mail lower-cased. Kept in step by checkout and by member creation (lib/storage/customers/
 * customer-store.ts); the figures (orders, totals) are read from the orders by that e-mail, never stored here.
 * `email_verified_at`: the e-mail's owner opened a verification link (lib/commerce/customers/email-verification.ts);
 * only then does the member's account also list the guest orders placed with it.
 */
export const customers = pgTable(
  "customers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Lower-cased. */
    email: text("email").notNull(),
    name: text("name").notNull().default(""),
    phone: text("phone").notNull().default(""),
    notes: text("notes").notNull().default(""),
    memberId: uuid("member_id").references(() => accountMembers.id, { onDelete: "set null" }),
    emailVerifiedAt: ts("email_verified_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("customers_email_key").on(t.email),
    uniqueIndex("customers_member_key").on(t.memberId),
    index("customers_created_idx").on(t.createdAt),
    // The admin's search finds any part of a name or e-mail (ilike '%…%'): indexed by trigrams, as the catalog's.
    index("customers_name_trgm_idx").using("gin", sql`${t.name} gin_trgm_ops`),
    index("customers_email_trgm_idx").using("gin", sql`${t.email} gin_trgm_ops`),
    check("customers_email_lower", sql`${t.email} = lower(${t.email})`),
    check("customers_fields_len", sql`char_length(${t.name}) <= 1024 and char_length(${t.phone}) <= 64 and char_length(${t.notes}) <= 5000`),
  ],
);

/**
 * An e-mail verification link's token, by its SHA-256 (the token itself is only in the e-mail): one use, until
 * `expires_at`, and only for the e-mail it was sent to (lib/commerce/customers/email-verification.ts).
 */
export const emailVerificationTokens = pgTable(
  "email_verification_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    customerId: uuid("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    expiresAt: ts("expires_at").notNull(),
    usedAt: ts("used_at"),
    createdAt: createdAt(),
  },
  (t) => [index("email_verification_tokens_customer_idx").on(t.customerId, t.createdAt)],
);

/**
 * The people who run the store's back office (lib/commerce/staff, docs/admin.md "Staff"): each signs in to /admin
 * with their own e-mail (unique, any letter case) and password. An owner may also change settings and manage staff.
 * Removing a member deletes the row; their sessions, invitations' links and reset links go with it, their activity
 * rows stay (admin_activity keeps their name).
 */
export const staffMembers = pgTable(
  "staff_members",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    name: text("name").notNull(),
    role: text("role").notNull(),
    /** scrypt$N$r$p$salt$hash — never the password. */
    passwordHash: text("password_hash").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("staff_members_email_key").on(sql`lower(${t.email})`), check("staff_members_role", sql`${t.role} in ('owner', 'staff')`)],
);

/** An invitation to join the staff: its link's token kept by its SHA-256 only; used once, until it expires. */
export const staffInvitations = pgTable(
  "staff_invitations",
  {
    tokenHash: text("token_hash").primaryKey(),
    email: text("email").notNull(),
    name: text("name").notNull(),
    role: text("role").notNull(),
    invitedBy: uuid("invited_by"),
    expiresAt: ts("expires_at").notNull(),
    acceptedAt: ts("accepted_at"),
    createdAt: createdAt(),
  },
  (t) => [index("staff_invitations_expires_idx").on(t.expiresAt), check("staff_invitations_role", sql`${t.role} in ('owner', 'staff')`)],
);

/**
 * A staff member's admin session (lib/commerce/staff/staff-session.ts): the cookie's signed token names the row, and
 * every admin request reads it with its member. Ended by signing out; gone with its member.
 */
export const staffSessions = pgTable(
  "staff_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    staffId: uuid("staff_id")
      .notNull()
      .references(() => staffMembers.id, { onDelete: "cascade" }),
    expiresAt: ts("expires_at").notNull(),
    endedAt: ts("ended_at"),
    createdAt: createdAt(),
  },
  (t) => [index("staff_sessions_staff_idx").on(t.staffId), index("staff_sessions_expires_idx").on(t.expiresAt)],
);

/** A staff member's password reset links (as password_reset_tokens, for staff). */
export const staffPasswordResets = pgTable(
  "staff_password_resets",
  {
    tokenHash: text("token_hash").primaryKey(),
    staffId: uuid("staff_id")
      .notNull()
      .references(() => staffMembers.id, { onDelete: "cascade" }),
    expiresAt: ts("expires_at").notNull(),
    usedAt: ts("used_at"),
    createdAt: createdAt(),
  },
  (t) => [index("staff_password_resets_staff_idx").on(t.staffId, t.createdAt), index("staff_password_resets_expires_idx").on(t.expiresAt)],
);
