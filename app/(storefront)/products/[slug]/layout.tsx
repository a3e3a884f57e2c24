import { notFound } from "next/navigation";
import { liveProduct } from "./live-product";

// Whether the product exists is decided here, above the page's loading boundary: a notFound() under
// loading.tsx would come after the response's status (200) was sent. An unknown slug answers 404 with
// products/not-found.tsx.
export default async function ProductLayout({ children, params }: { children: React.ReactNode; params: Promise<{ slug: string }> }) {
  if (!(await liveProduct((await params).slug))) notFound();
  return children;
}
