import type { Metadata } from "next";
import "./globals.css";

export const metadata: Metadata = {
  // Open Graph images and canonical links are absolute: the store's public address (docs/operations.md).
  metadataBase: new URL(process.env.PUBLIC_URL || process.env.SITE_URL || `http://localhost:${process.env.PORT || 3000}`),
  title: { default: "Cartwright", template: "%s · Cartwright" },
  description: "Personalised gifts, build-your-own bundles and subscriptions.",
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body className="min-h-screen bg-stone-50 font-sans text-stone-900 antialiased">{children}</body>
    </html>
  );
}
