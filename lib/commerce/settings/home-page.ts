// The storefront's home page as the merchant sets it (docs/storefront.md "The home page"): the hero (a heading, a
// line, a call to action inside the store, an uploaded image with the merchant's alt text) and the featured
// collection (one category, a heading, how many products). Kept in the database (store_home_page), changed on the
// admin's Home page settings; every change is recorded as who did what. A store that has set none shows a default
// hero: its name and a line, and a button to its first category.
import { homePageStore, type HomePageRow, type StoredHomePage } from "@/lib/storage/settings/home-page-store";
import { expireCacheTags, HOME_PAGE_TAG } from "@/lib/cache/tags";
import { recordActivity } from "../activity/activity";
import type { Caller } from "../auth/tokens";
import { storeNavigation, type Navigation, type NavigationNode } from "../catalog/store-navigation";
import { discardUpload, uploadImage, type FileRow } from "../catalog/files";
import { now } from "../clock";
import { ApiError } from "../errors";
import { parseOrThrow } from "../validation";
import { homePageSchema, type CategoryChoice, type HeroImageShown, type HomePageFields, type HomePageInput, type HomePageValues } from "./home-page-schema";
import { readStoreDetails, storeNameOf } from "./store-details";

export { homePageSchema, type HomePageFields, type HomePageInput, type HomePageValues };

/** What is stored as the admin's form shows it: the fields and the image kept now. */
export type StoredHomePageForm = { fields: HomePageFields; image: HeroImageShown | null };

/** What the admin's form is drawn from: what is stored, and the categories to choose from. */
export type HomePageForm = StoredHomePageForm & { categories: CategoryChoice[] };

export const DEFAULT_FEATURED_COUNT = 4;

/** Every hierarchy and node, in the navigation's order, named by its place. */
function categoryChoices(navigation: Navigation): CategoryChoice[] {
  const choices: CategoryChoice[] = [];
  const walk = (nodes: NavigationNode[], trail: string) => {
    for (const node of nodes) {
      choices.push({ id: node.id, label: `${trail} › ${node.name}` });
      walk(node.children, `${trail} › ${node.name}`);
    }
  };
  for (const hierarchy of navigation) {
    choices.push({ id: hierarchy.id, label: hierarchy.name });
    walk(hierarchy.nodes, hierarchy.name);
  }
  return choices;
}

function fieldsOf(stored: StoredHomePage | undefined): HomePageFields {
  return {
    hero_heading: stored?.heroHeading ?? "",
    hero_text: stored?.heroText ?? "",
    cta_label: stored?.ctaLabel ?? "",
    cta_href: stored?.ctaHref ?? "",
    has_image: stored?.heroImage ? "yes" : "no",
    image_alt: stored?.heroImageAlt ?? "",
    featured_category: stored?.featuredNodeId ?? stored?.featuredHierarchyId ?? "",
    featured_heading: stored?.featuredHeading ?? "",
    featured_count: String(stored?.featuredCount ?? DEFAULT_FEATURED_COUNT),
  };
}

const formOf = (stored: StoredHomePage | undefined): StoredHomePageForm => ({
  fields: fieldsOf(stored),
  image: stored?.heroImage ? { href: stored.heroImage.href, fileName: stored.heroImage.fileName } : null,
});

export async function readHomePageForm(): Promise<HomePageForm> {
  const [stored, navigation] = await Promise.all([homePageStore.read(), storeNavigation()]);
  return { ...formOf(stored), categories: categoryChoices(navigation) };
}

/** The hero's image as the form sends it: a new file, or keep / remove the one stored. */
export type HeroImageChange = { upload?: { name: string; type: string; bytes: Uint8Array }; remove: boolean };

const refusedField = (field: keyof HomePageInput, detail: string) => new ApiError({ status: 422, title: "Unprocessable Entity", detail, source: field });

/**
 * Stores the home page as `caller`, with its activity row, in one transaction. Judged again here whoever calls: the
 * schema, then against what is stored (an image kept needs its description too) and the catalog (the category must
 * exist). A refusal (400 or 422, the field named in `source`; an image refused: 413/422, source "file") stores
 * nothing and keeps no upload.
 */
export async function updateHomePage(caller: Caller, input: HomePageInput, image: HeroImageChange): Promise<StoredHomePageForm> {
  const values = parseOrThrow(homePageSchema, input);
  const file: FileRow | undefined = image.upload ? await uploadImage(image.upload) : undefined;
  try {
    const saved = await homePageStore.transaction(async (tx) => {
      const before = await homePageStore.read(tx);
      const imageFileId = file ? file.id : image.remove ? null : (before?.heroImage?.fileId ?? null);
      if (imageFileId && values.image_alt === "") throw refusedField("image_alt", "Describe the image for shoppers who cannot see it.");
      const kind = values.featured_category ? await homePageStore.categoryKind(values.featured_category, tx) : undefined;
      if (values.featured_category && !kind) throw refusedField("featured_category", "That category no longer exists: choose another, or none.");
      const row: HomePageRow = {
        heroHeading: values.hero_heading,
        heroText: values.hero_text,
        ctaLabel: values.cta_label,
        ctaHref: values.cta_href,
        heroImageFileId: imageFileId,
        heroImageAlt: imageFileId ? values.image_alt : "",
        featuredHierarchyId: kind === "hierarchy" ? values.featured_category : null,
        featuredNodeId: kind === "node" ? values.featured_category : null,
        featuredHeading: kind ? values.featured_heading : "",
        featuredCount: values.featured_count,
      };
      await homePageStore.save(row, now(), tx);
      const summary = `Changed the home page: heading "${row.heroHeading}"${kind ? ", a featured collection" : ", no featured collection"}${imageFileId ? ", with an image" : ""}`;
      await recordActivity(caller, { action: "settings.home_page", subject: { type: "settings", id: "home-page" }, summary }, tx);
      return homePageStore.read(tx);
    });
    // The storefront's cached home page is read again at its next request.
    expireCacheTags([HOME_PAGE_TAG]);
    return formOf(saved);
  } catch (error) {
    if (file) await discardUpload(file);
    throw error;
  }
}

/** The storefront's hero: its heading is the home page's h1. */
export type Hero = { heading: string; text: string; cta?: { label: string; href: string }; image?: { href: string; alt: string } };

/** The storefront's featured collection: a category's products under a heading. */
export type FeaturedCollection = { heading: string; name: string; href: string; count: number; scope: { hierarchyId: string } | { nodeId: string } };

export type HomePageView = { hero: Hero; featured?: FeaturedCollection };

/** Where a category the merchant chose is in the navigation (its name and page), or undefined when it is gone. */
function categoryIn(navigation: Navigation, stored: StoredHomePage): Omit<FeaturedCollection, "heading" | "count"> | undefined {
  if (stored.featuredHierarchyId) {
    const hierarchy = navigation.find((h) => h.id === stored.featuredHierarchyId);
    return hierarchy && { name: hierarchy.name, href: hierarchy.href, scope: { hierarchyId: hierarchy.id } };
  }
  const find = (nodes: NavigationNode[]): NavigationNode | undefined => {
    for (const node of nodes) {
      const found = node.id === stored.featuredNodeId ? node : find(node.children);
      if (found) return found;
    }
    return undefined;
  };
  const node = stored.featuredNodeId ? navigation.map((h) => find(h.nodes)).find(Boolean) : undefined;
  return node && { name: node.name, href: node.href, scope: { nodeId: node.id } };
}

/** The line under a store's default hero. */
export const DEFAULT_HERO_TEXT = "Everything in the shop, priced in your currency.";

/** The home page as shoppers see it: the merchant's hero and collection, else the default hero and no collection. */
export async function homePageView(): Promise<HomePageView> {
  const [stored, navigation] = await Promise.all([homePageStore.read(), storeNavigation()]);
  if (!stored) {
    const first = navigation[0];
    const details = await readStoreDetails();
    return { hero: { heading: storeNameOf(details), text: DEFAULT_HERO_TEXT, cta: first ? { label: `Shop ${first.name}`, href: first.href } : { label: "See everything", href: "/#all" } } };
  }
  const hero: Hero = {
    heading: stored.heroHeading,
    text: stored.heroText,
    ...(stored.ctaLabel && stored.ctaHref ? { cta: { label: stored.ctaLabel, href: stored.ctaHref } } : {}),
    ...(stored.heroImage ? { image: { href: stored.heroImage.href, alt: stored.heroImageAlt } } : {}),
  };
  const category = categoryIn(navigation, stored);
  return { hero, ...(category ? { featured: { ...category, heading: stored.featuredHeading || category.name, count: stored.featuredCount } } : {}) };
}
