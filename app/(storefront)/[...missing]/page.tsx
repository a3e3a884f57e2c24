import { notFound } from "next/navigation";

// Any path no page or API route answers: the storefront's 404, inside its header and footer.
export default function Missing() {
  notFound();
}
