// The order of an /admin/orders/[id] page (the order page, its packing slip): the admin session first, then the
// order with its transactions and lines; a missing order is the 404 page.
import { notFound } from "next/navigation";
import { ApiError } from "@/lib/commerce/errors";
import { adminOrder, type AdminOrder } from "@/lib/commerce/orders/admin-orders";
import { orderIdParam } from "@/lib/http/path-ids";
import { requireAdmin } from "@/lib/web/admin-session";

export async function adminOrderPage(id: string, path: string): Promise<AdminOrder> {
  const caller = await requireAdmin(path);
  try {
    return await adminOrder(caller, orderIdParam(id));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) notFound();
    throw error;
  }
}
