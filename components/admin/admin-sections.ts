// The admin's sections, in the order the header lists them. One list, so the header and the dashboard agree.
// An owner-only section (docs/admin.md "Staff") is not listed for staff.
export type AdminSection = { href: string; label: string; ownerOnly?: boolean };

export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { href: "/admin", label: "Dashboard" },
  { href: "/admin/orders", label: "Orders" },
  { href: "/admin/products", label: "Products" },
  { href: "/admin/stock", label: "Stock" },
  { href: "/admin/categories", label: "Categories" },
  { href: "/admin/promotions", label: "Promotions" },
  { href: "/admin/customers", label: "Customers" },
  { href: "/admin/subscriptions", label: "Subscriptions" },
  { href: "/admin/shipping-and-tax", label: "Shipping and tax", ownerOnly: true },
  { href: "/admin/tax-report", label: "Tax report" },
  { href: "/admin/emails", label: "E-mails" },
  { href: "/admin/settings", label: "Settings", ownerOnly: true },
  { href: "/admin/staff", label: "Staff", ownerOnly: true },
];
