import { notFound } from "next/navigation";
import { shopperOrder } from "./shopper-order";

// Whether the shopper may see the order is decided here, above the page's loading boundary: a
// notFound() under loading.tsx would come after the response's status (200) was sent. An unknown
// order, or another account's, answers 404 with orders/not-found.tsx.
export default async function OrderLayout({ children, params }: { children: React.ReactNode; params: Promise<{ id: string }> }) {
  if (!(await shopperOrder((await params).id))) notFound();
  return children;
}
