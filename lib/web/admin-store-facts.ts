// The store details an admin page prints by (its time zone for dates, its order-number prefix), read once per
// request however many parts of the page ask.
import { cache } from "react";
import { readStoreDetails } from "@/lib/commerce/settings/store-details";

export const adminStoreFacts = cache(readStoreDetails);
