// The storefront's home page as the merchant sets it (one row, id 'home'; lib/commerce/settings/home-page.ts holds the
// rules). No row: nothing is set, and the storefront shows its default hero. The hero's image is an uploaded file
// (files), read here with its href; the featured collection is a hierarchy or a node, read with its name.
import { eq } from "drizzle-orm";
import { getDb, type Executor } from "../db";
import { files, hierarchies, nodes, storeHomePage } from "../schema";

/** What is stored, with the image's href and the featured category's name read alongside. */
export type StoredHomePage = {
  heroHeading: string;
  heroText: string;
  ctaLabel: string;
  ctaHref: string;
  heroImage: { fileId: string; href: string; fileName: string } | null;
  heroImageAlt: string;
  featuredHierarchyId: string | null;
  featuredNodeId: string | null;
  featuredHeading: string;
  featuredCount: number;
  updatedAt: Date;
};

/** What a save writes. */
export type HomePageRow = Omit<StoredHomePage, "heroImage" | "updatedAt"> & { heroImageFileId: string | null };

export const homePageStore = {
  /** Runs `work` in one transaction: a change and its activity row land together or not at all. */
  async transaction<T>(work: (tx: Executor) => Promise<T>): Promise<T> {
    return (await getDb()).transaction((tx) => work(tx));
  },

  /** The stored home page, or undefined when none is set; in `within` when given, its row locked there. */
  async read(within?: Executor): Promise<StoredHomePage | undefined> {
    const db = within ?? (await getDb());
    const query = db
      .select({ row: storeHomePage, image: { id: files.id, href: files.href, fileName: files.fileName } })
      .from(storeHomePage)
      .leftJoin(files, eq(files.id, storeHomePage.heroImageFileId))
      .where(eq(storeHomePage.id, "home"));
    const [found] = within ? await query.for("update", { of: storeHomePage }) : await query;
    if (!found) return undefined;
    const { id: _id, heroImageFileId: _file, ...row } = found.row;
    return { ...row, heroImage: found.image ? { fileId: found.image.id, href: found.image.href, fileName: found.image.fileName } : null };
  },

  /** Which a category id names: a hierarchy, a node, or nothing (read in `tx`). */
  async categoryKind(id: string, tx: Executor): Promise<"hierarchy" | "node" | undefined> {
    const [hierarchy] = await tx.select({ id: hierarchies.id }).from(hierarchies).where(eq(hierarchies.id, id));
    if (hierarchy) return "hierarchy";
    const [node] = await tx.select({ id: nodes.id }).from(nodes).where(eq(nodes.id, id));
    return node ? "node" : undefined;
  },

  /** Stores the home page in `tx`. */
  async save(row: HomePageRow, at: Date, tx: Executor): Promise<void> {
    await tx
      .insert(storeHomePage)
      .values({ id: "home", ...row, updatedAt: at })
      .onConflictDoUpdate({ target: storeHomePage.id, set: { ...row, updatedAt: at } });
  },
};
