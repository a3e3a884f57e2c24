// EP's project settings (one row, id 'project'; lib/commerce/settings/project-settings.ts). A store that has saved
// none has the defaults; resetting deletes the row. A change is a unit of work: the row is created with the defaults
// when missing and locked, the domain merges and judges, then the result is written.
import { eq } from "drizzle-orm";
import { getDb, type Executor } from "../db";
import { projectSettings } from "../schema";

export type StoredProjectSettings = {
  pageLength: number;
  listChildProducts: boolean;
  additionalLanguages: string[];
  addressMandatoryFields: string[];
};

export type ProjectSettingsStore = {
  /** The settings, `defaults` while none are stored. */
  read(defaults: StoredProjectSettings): Promise<StoredProjectSettings>;
  /** `decide` is given the stored settings under the row's lock and returns the new ones (or throws: nothing is stored). */
  change(defaults: StoredProjectSettings, decide: (stored: StoredProjectSettings) => StoredProjectSettings, at: Date): Promise<StoredProjectSettings>;
  /** Forgets what is stored: the defaults apply again. */
  reset(): Promise<void>;
};

async function readSettings(db: Executor, defaults: StoredProjectSettings): Promise<StoredProjectSettings> {
  const [row] = await db.select().from(projectSettings).where(eq(projectSettings.id, "project"));
  if (!row) return { ...defaults };
  return {
    pageLength: row.pageLength,
    listChildProducts: row.listChildProducts,
    additionalLanguages: row.additionalLanguages,
    addressMandatoryFields: row.addressMandatoryFields,
  };
}

const sqlProjectSettingsStore: ProjectSettingsStore = {
  async read(defaults) {
    return readSettings(await getDb(), defaults);
  },
  async change(defaults, decide, at) {
    return (await getDb()).transaction(async (tx) => {
      await tx
        .insert(projectSettings)
        .values({ id: "project", ...defaults })
        .onConflictDoNothing();
      await tx.select({ id: projectSettings.id }).from(projectSettings).where(eq(projectSettings.id, "project")).for("update");
      const next = decide(await readSettings(tx, defaults));
      await tx
        .update(projectSettings)
        .set({ ...next, updatedAt: at })
        .where(eq(projectSettings.id, "project"));
      return next;
    });
  },
  async reset() {
    await (await getDb()).delete(projectSettings).where(eq(projectSettings.id, "project"));
  },
};

export function projectSettingsStore(): ProjectSettingsStore {
  return sqlProjectSettingsStore;
}
