import Link from "next/link";

/** The way back to the list a page belongs to, above its heading. */
export function BackLink({ href, children }: { href: string; children: React.ReactNode }) {
  return (
    <p className="text-sm">
      <Link href={href} className="text-brand-700 underline">
        {children}
      </Link>
    </p>
  );
}
