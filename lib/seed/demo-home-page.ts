// The demo store's home page: a hero with an image and a button to the Kitchen, and the Kitchen as the featured
// collection, so `npm run dev` shows both. Written only while none is kept, so an administrator's own is never
// overwritten.
import type { Db } from "@/lib/storage/db";
import { storeHomePage } from "@/lib/storage/schema";
import { fileForImage } from "@/lib/commerce/catalog/files";
import { DEMO_IDS } from "./demo-ids";

export const DEMO_HOME_PAGE = {
  heroHeading: "Made to be used, made to be yours",
  heroText: "Mugs, boards and aprons engraved with your words, and tea that arrives every month.",
  ctaLabel: "Shop the kitchen",
  ctaHref: "/categories/kitchen",
  heroImageAlt: "A wooden table with an oak chopping board and a steaming mug",
  featuredHeading: "Kitchen favourites",
  featuredCount: 4,
};

export async function seedHomePage(db: Db): Promise<void> {
  const image = await fileForImage({ href: "/products/kitchen-table.svg", mime_type: "image/svg+xml", file_name: "kitchen-table.svg" });
  await db
    .insert(storeHomePage)
    .values({ id: "home", ...DEMO_HOME_PAGE, heroImageFileId: image.id, featuredHierarchyId: DEMO_IDS.kitchen })
    .onConflictDoNothing();
}
