import type { Metadata } from "next";
import { PageTitle } from "@/components/admin/page-title";
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
      <PageTitle back={{ href: "/admin/products", label: "Products" }}>New product</PageTitle>
      <ProductForm action={saveProduct} initial={initial} currencies={currencies} categories={categories} archived={false} />
    </>
  );
}
