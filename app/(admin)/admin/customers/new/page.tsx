import type { Metadata } from "next";
import { CustomerForm } from "@/components/admin/customer-form";
import { PageTitle } from "@/components/admin/page-title";
import { requireAdmin } from "@/lib/web/admin-session";
import { saveCustomer } from "../actions";

export const metadata: Metadata = { title: "Create customer" };

export default async function NewCustomerPage() {
  await requireAdmin("/admin/customers/new");
  return (
    <>
      <PageTitle back={{ href: "/admin/customers", label: "Customers" }}>Create customer</PageTitle>
      <p className="mt-1 text-sm text-stone-600">A customer without an account (a guest) until someone signs up with the e-mail.</p>
      <CustomerForm action={saveCustomer} initial={{ name: "", email: "", phone: "", notes: "" }} submit="Create customer" />
    </>
  );
}
