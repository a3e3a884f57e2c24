import type { Metadata } from "next";
import Link from "next/link";
import { ProductForm } from "@/components/admin/product-form";
import { categoryChoices, formCurrencies, newProductValues } from "@/lib/commerce/catalog/admin-products";
import { requireAdmin } from "@/lib/web/admin-session";
import { saveProduct } from "../actions";

export const metadata: Metadata = { title: "New product" };

export default async function NewProductPage() {
  await requireAdmin("/admin/products/new");
  const [initial, currencies, categories] = await Promise.all([newProductValues(), formCurrencies(), categoryChoices()]);
  return (
    <>
      <p className="text-sm">
        <Link href="/admin/products" className="text-brand-700 underline">
          Products
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-semibold tracking-tight">New product</h1>
      <ProductForm action={saveProduct} initial={initial} currencies={currencies} categories={categories} archived={false} />
    </>
  );
}
