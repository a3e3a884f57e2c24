import { describe, expect, it } from "vitest";
import { breadcrumbStructuredData, productStructuredData } from "./structured-data";
import type { ProductRow } from "./products";

const t0 = new Date("2026-01-01T00:00:00Z");
const row = (extra: Partial<ProductRow> = {}): ProductRow => ({
  id: "p", sku: "MUG", slug: "mug", name: "Mug </script><script>alert(1)</script>", description: "", status: "live", commodityType: "physical",
  price: { USD: { amount: 1450, includes_tax: false } }, customInputs: null, components: null, image: null, mainImageId: null, manageStock: false,
  baseProductId: null, childOptionIds: null, archivedAt: null, tags: null, createdAt: t0, updatedAt: t0, ...extra,
});

describe("product structured data", () => {
  it("is a Product with an Offer in the shopper's currency, in major units", () => {
    const data = JSON.parse(productStructuredData(row(), undefined, "USD", false));
    expect(data).toMatchObject({ "@type": "Product", sku: "MUG", offers: { "@type": "Offer", priceCurrency: "USD", price: "14.50", availability: "https://schema.org/InStock" } });
  });
  it("never lets shopper-visible text close the script element", () => {
    expect(productStructuredData(row(), undefined, "USD", true)).not.toContain("</script>");
  });
  it("has no offer in a currency the product has no price in", () => {
    expect(JSON.parse(productStructuredData(row(), undefined, "EUR", false)).offers).toBeUndefined();
  });
});

describe("breadcrumb structured data", () => {
  it("is a BreadcrumbList of the steps in order, from position 1, and never closes the script element", () => {
    const json = breadcrumbStructuredData([{ name: "Shop", href: "/" }, { name: "Kitchen", href: "/categories/kitchen" }, { name: "Mug </script>", href: "/products/mug" }]);
    expect(json).not.toContain("</script>");
    expect(JSON.parse(json)).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Shop", item: "/" },
        { "@type": "ListItem", position: 2, name: "Kitchen", item: "/categories/kitchen" },
        { "@type": "ListItem", position: 3, name: "Mug </script>", item: "/products/mug" },
      ],
    });
  });
});
