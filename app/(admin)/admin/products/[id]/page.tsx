import type { Metadata } from "next";
import { PageTitle } from "@/components/admin/page-title";
import Link from "next/link";
import { notFound } from "next/navigation";
import { ProductForm } from "@/components/admin/product-form";
import { ApiError } from "@/lib/commerce/errors";
import { adminProduct, categoryChoices, formCurrencies } from "@/lib/commerce/catalog/admin-products";
import { productRemoval } from "@/lib/commerce/catalog/products";
import { ActivityList } from "@/components/admin/activity-list";
import { activityOf } from "@/lib/commerce/activity/activity";
import { requireAdmin } from "@/lib/web/admin-session";
import { archiveProductAction, deleteProductAction, saveProduct, unarchiveProductAction } from "../actions";
import { productIdParam } from "@/lib/http/path-ids";
import { ProductImagesSection } from "@/components/admin/product-images-section";
import { productImages } from "@/lib/commerce/catalog/product-images";
import { productImageButtonAction, saveProductImageAltAction, uploadProductImageAction } from "../image-actions";
import { IMAGE_DONE } from "@/lib/web/product-image-forms";

export const metadata: Metadata = { title: "Product" };

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

const NOTICES: Record<string, string> = {
  created: "Product created.",
  changed: "Saved.",
  archived: "The product is archived.",
  unarchived: "The product is no longer archived. It stays a draft until you put it on sale.",
};
const PROBLEMS: Record<string, string> = {
  confirm: "Tick the box to confirm, then try again.",
  "in-use": "This product is in a cart or an order now, so it cannot be deleted. Archive it instead.",
  "not-found": "The product could not be found.",
};

function Confirmed({ action, productId, id, confirm, button, danger }: { action: (form: FormData) => Promise<void>; productId: string; id: string; confirm: string; button: string; danger?: boolean }) {
  return (
    <form action={action} className="flex flex-wrap items-center gap-3">
      <input type="hidden" name="product_id" value={productId} />
      <div className="flex items-center gap-2 text-sm">
        <input id={id} type="checkbox" name="confirm" value="yes" required className="h-4 w-4 accent-brand-700" />
        <label htmlFor={id}>{confirm}</label>
      </div>
      <button type="submit" className={`rounded-md px-3 py-1.5 text-sm font-medium text-white ${danger ? "bg-red-700 hover:bg-red-900" : "bg-brand-700 hover:bg-brand-900"}`}>
        {button}
      </button>
    </form>
  );
}

export default async function ProductPage({ params, searchParams }: Props) {
  const { id } = await params;
  await requireAdmin(`/admin/products/${id}`);
  const query = await searchParams;
  const product = await Promise.resolve()
    .then(() => adminProduct(productIdParam(id)))
    .catch((error: unknown) => {
      if (error instanceof ApiError && error.status === 404) notFound();
      throw error;
    });
  const [currencies, categories, removal, activity, images] = await Promise.all([
    formCurrencies(),
    categoryChoices(),
    productRemoval(product.row.id),
    activityOf({ type: "product", id: product.row.id }),
    productImages(productIdParam(product.row.id)),
  ]);
  const archived = product.row.archivedAt !== null;
  const saved = typeof query.saved === "string" ? NOTICES[query.saved] : undefined;
  const problem = typeof query.problem === "string" ? PROBLEMS[query.problem] : undefined;
  const imageDone = typeof query.image_done === "string" ? IMAGE_DONE[query.image_done] : undefined;
  const imageError = typeof query.image_error === "string" ? query.image_error.slice(0, 300) : undefined;
  return (
    <>
      <PageTitle back={{ href: "/admin/products", label: "Products" }}>{product.row.name}</PageTitle>
      <p className="mt-1 text-sm text-stone-700">
        {archived ? "Archived" : product.row.status === "live" ? "For sale" : "Draft"}
        {product.row.status === "live" ? (
          <>
            {" · "}
            <Link href={`/products/${product.row.slug}`} className="text-brand-700 underline">
              See it in the shop
            </Link>
          </>
        ) : null}
      </p>
      {problem ? (
        <p role="alert" className="mt-4 rounded-md border border-red-700 bg-red-50 px-3 py-2 text-sm font-medium text-red-900">
          {problem}
        </p>
      ) : null}
      <nav aria-label="More about this product" className="mt-4">
        <ul className="flex flex-wrap gap-4 text-sm font-medium">
          <li>
            <Link href={`/admin/products/${product.row.id}/bundle`} className="text-brand-700 underline">
              Bundle components
            </Link>
          </li>
          <li>
            <Link href={`/admin/products/${product.row.id}/variations`} className="text-brand-700 underline">
              Variations
            </Link>
          </li>
        </ul>
      </nav>
      <ProductForm
        key={product.row.updatedAt.toISOString()}
        action={saveProduct}
        productId={product.row.id}
        initial={product.values}
        currencies={currencies}
        categories={categories}
        image={product.image}
        archived={archived}
        notice={saved}
      />
      <ProductImagesSection
        productId={product.row.id}
        productName={product.row.name}
        images={images}
        upload={uploadProductImageAction}
        saveAlt={saveProductImageAltAction}
        button={productImageButtonAction}
        done={imageDone}
        error={imageError}
      />
      <section aria-labelledby="remove-heading" className="mt-10 max-w-3xl rounded-lg border border-stone-300 bg-white p-4">
        <h2 id="remove-heading" className="text-lg font-semibold">
          {archived ? "Archived" : removal.removal === "delete" ? "Delete" : "Archive"}
        </h2>
        {archived ? (
          <>
            <p className="mt-1 text-sm text-stone-700">Archived products are hidden from shoppers and from the main product list.</p>
            <div className="mt-3">
              <Confirmed action={unarchiveProductAction} productId={product.row.id} id="confirm-unarchive" confirm="Yes, un-archive this product" button="Un-archive" />
            </div>
          </>
        ) : removal.removal === "delete" ? (
          <>
            <p className="mt-1 text-sm text-stone-700">No cart or order has this product, so it can be deleted for good.</p>
            <div className="mt-3">
              <Confirmed action={deleteProductAction} productId={product.row.id} id="confirm-delete" confirm="Yes, delete this product" button="Delete" danger />
            </div>
          </>
        ) : (
          <>
            <p className="mt-1 text-sm text-stone-700">
              Carts or orders have this product, so it cannot be deleted. Archiving hides it from shoppers and from the
              main product list; orders keep it as it was.
            </p>
            <div className="mt-3">
              <Confirmed action={archiveProductAction} productId={product.row.id} id="confirm-archive" confirm="Yes, archive this product" button="Archive" danger />
            </div>
          </>
        )}
      </section>
      <ActivityList entries={activity} />
    </>
  );
}
