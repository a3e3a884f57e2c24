// The product of a /products/[slug] request, looked up once however many of the route's files ask
// (its layout, its metadata and its page).
import { cache } from "react";
import { liveProductBySlug } from "@/lib/commerce/catalog/catalog-page-read";

export const liveProduct = cache((slug: string) => liveProductBySlug(slug));
