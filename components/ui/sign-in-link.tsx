"use client";
// The header's "Sign in": it carries the page it was followed from (`?next=`), so that signing in lands back
// there (the cart, a product) rather than on the account page. The sign-in page checks the path
// (lib/web/return-path.ts). Rendered on the server with the page's path too, so it works without JavaScript.
import Link from "next/link";
import { usePathname } from "next/navigation";

/** Pages a shopper signing in would not want to come back to. */
const NO_RETURN = ["/account/sign-in", "/account/sign-up"];

export function SignInLink({ className }: { className?: string }) {
  const path = usePathname();
  const href = !path || path === "/" || NO_RETURN.includes(path) ? "/account/sign-in" : `/account/sign-in?next=${encodeURIComponent(path)}`;
  return (
    <Link className={className} href={href}>
      Sign in
    </Link>
  );
}
