// The admin's sections, in the order the header lists them. One list, so the header and the dashboard agree.
export type AdminSection = { href: string; label: string };

export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { href: "/admin", label: "Dashboard" },
  { href: "/admin/orders", label: "Orders" },
  { href: "/admin/products", label: "Products" },
  { href: "/admin/stock", label: "Stock" },
  { href: "/admin/categories", label: "Categories" },
  { href: "/admin/promotions", label: "Promotions" },
  { href: "/admin/customers", label: "Customers" },
  { href: "/admin/subscriptions", label: "Subscriptions" },
  { href: "/admin/shipping-and-tax", label: "Shipping and tax" },
  { href: "/admin/tax-report", label: "Tax report" },
  { href: "/admin/emails", label: "E-mails" },
  { href: "/admin/settings", label: "Settings" },
];
