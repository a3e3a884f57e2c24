import { redirect } from "next/navigation";
import { ADMIN_HOME, requireAdmin } from "@/lib/web/admin-session";

export default async function AdminHome() {
  await requireAdmin("/admin");
  redirect(ADMIN_HOME);
}
