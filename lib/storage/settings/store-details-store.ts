// The store's details, time zone and order-number prefix (one row, id 'store'), and its policy pages (one row per
// slug). lib/commerce/settings/store-details.ts and policies.ts hold the rules; a store that has saved none has the
// columns' defaults.
import { eq } from "drizzle-orm";
import { getDb, type Executor } from "../db";
import { compiledTableRead, readsOn, type BatchedRead } from "../batched-read";
import { storeDetails, storePolicies } from "../schema";

export type StoredStoreDetails = {
  name: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  postcode: string;
  region: string;
  country: string;
  contactEmail: string;
  phone: string;
  timeZone: string;
  orderNumberPrefix: string;
};

export const DEFAULT_STORE_DETAILS: StoredStoreDetails = {
  name: "",
  addressLine1: "",
  addressLine2: "",
  city: "",
  postcode: "",
  region: "",
  country: "",
  contactEmail: "",
  phone: "",
  timeZone: "UTC",
  orderNumberPrefix: "#",
};

export type StoredPolicy = { slug: string; title: string; body: string; updatedAt: Date };

const detailsOf = (row: typeof storeDetails.$inferSelect): StoredStoreDetails => {
  const { id: _id, updatedAt: _at, ...details } = row;
  return details;
};

const detailsRead = compiledTableRead(storeDetails, eq(storeDetails.id, "store"), ([row]): StoredStoreDetails => (row ? detailsOf(row) : { ...DEFAULT_STORE_DETAILS }));

export const storeDetailsStore = {
  /** Runs `work` in one transaction: a change and its activity row land together or not at all. */
  async transaction<T>(work: (tx: Executor) => Promise<T>): Promise<T> {
    return (await getDb()).transaction((tx) => work(tx));
  },
  async read(within?: Executor): Promise<StoredStoreDetails> {
    const [details] = await readsOn(within ?? (await getDb()))(storeDetailsStore.detailsRead());
    return details;
  },
  /** The details as a read to send with others (batched-read.ts). */
  detailsRead: (): BatchedRead<StoredStoreDetails> => detailsRead({}),
  /** Stores them in `tx`; what is stored afterwards. */
  async save(details: StoredStoreDetails, at: Date, tx: Executor): Promise<StoredStoreDetails> {
    const [row] = await tx
      .insert(storeDetails)
      .values({ id: "store", ...details })
      .onConflictDoUpdate({ target: storeDetails.id, set: { ...details, updatedAt: at } })
      .returning();
    return detailsOf(row);
  },
  async policies(within?: Executor): Promise<StoredPolicy[]> {
    return (within ?? (await getDb())).select().from(storePolicies);
  },
  async savePolicy(policy: { slug: string; title: string; body: string }, at: Date, tx: Executor): Promise<StoredPolicy> {
    const [row] = await tx
      .insert(storePolicies)
      .values(policy)
      .onConflictDoUpdate({ target: storePolicies.slug, set: { title: policy.title, body: policy.body, updatedAt: at } })
      .returning();
    return row;
  },
};
