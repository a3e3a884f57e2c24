// Features (EP's subscription features, docs/subscriptions.md "Features"): administrators keep the store's own
// features and each offering's. An offering's feature is made in it or copied into it from the store's (attach);
// a copy is the offering's own from then on, so changing or deleting the store's feature leaves it as it is. A
// feature is described and kept; no plan configures one here (a plan's `feature_configurations` is empty), so no
// subscriber is entitled to one. Reads and writes go through the feature store.
import { featureStore, type FeatureOwner } from "@/lib/storage/subscriptions/feature-store";
import type { FeatureRow } from "@/lib/storage/subscriptions/rows";
import { recordAdministratorChange } from "../activity/administrator";
import type { Caller } from "../auth/tokens";
import { ApiError, notFound } from "../errors";
import { now } from "../clock";
import type { Page } from "../page";
import { assertBodyId } from "./body-id";
import { assertUuid, getOfferingParts } from "./offerings";
import type { FeatureChange, FeatureInput } from "./schemas";

const featureNotFound = () => notFound("Not Found", "No feature found");

/** The offering's id once it is known to exist (400 for a malformed one, 404 for an unknown one); null: the store. */
async function ownerOf(offeringId: string | undefined): Promise<FeatureOwner> {
  if (offeringId === undefined) return null;
  return (await getOfferingParts(offeringId)).offering.id;
}

const record = (caller: Caller, action: string, row: { id: string; name: string }, words: string) =>
  recordAdministratorChange(caller, { action, subject: { type: "subscription_feature", id: row.id }, summary: `${words} feature ${row.name}` });

export async function listFeatures(page: Page, offeringId?: string) {
  return featureStore().list(await ownerOf(offeringId), page);
}

export async function findFeature(id: string, offeringId?: string): Promise<FeatureRow> {
  const owner = await ownerOf(offeringId);
  assertUuid(id, "feature_uuid");
  const [row] = await featureStore().find(owner, [id.toLowerCase()]);
  if (!row) throw featureNotFound();
  return row;
}

export async function createFeature(caller: Caller, input: FeatureInput, offeringId?: string): Promise<FeatureRow> {
  const owner = await ownerOf(offeringId);
  const at = now();
  const [row] = await featureStore().insert([
    {
      offeringId: owner,
      name: input.name,
      description: input.description ?? null,
      externalRef: input.external_ref ?? null,
      configuration: input.configuration,
      createdAt: at,
      updatedAt: at,
    },
  ]);
  await record(caller, "feature.create", row, "Added");
  return row;
}

/** What is given changes; null removes the description or the external_ref. */
export async function updateFeature(caller: Caller, id: string, bodyId: string, change: FeatureChange, offeringId?: string): Promise<FeatureRow> {
  const owner = await ownerOf(offeringId);
  assertUuid(id, "feature_uuid");
  assertBodyId(bodyId, id, "feature");
  const row = await featureStore().update(owner, id.toLowerCase(), {
    ...(change.name !== undefined ? { name: change.name } : {}),
    ...(change.description !== undefined ? { description: change.description } : {}),
    ...(change.external_ref !== undefined ? { externalRef: change.external_ref } : {}),
    ...(change.configuration !== undefined ? { configuration: change.configuration } : {}),
    updatedAt: now(),
  });
  if (!row) throw featureNotFound();
  await record(caller, "feature.update", row, "Saved");
  return row;
}

export async function deleteFeature(caller: Caller, id: string, offeringId?: string): Promise<void> {
  const row = await findFeature(id, offeringId);
  if (!(await featureStore().delete(row.offeringId, row.id))) throw featureNotFound();
  await record(caller, "feature.delete", row, "Deleted");
}

/**
 * POST …/offerings/{id}/features/attach: copies the store's features named into the offering; every id must be
 * one of the store's (404 naming the first that is not, and nothing is copied). Answers the offering's new copies.
 */
export async function attachFeatures(caller: Caller, offeringId: string, ids: string[]): Promise<FeatureRow[]> {
  const owner = await ownerOf(offeringId);
  const wanted = [...new Set(ids)];
  const found = await featureStore().find(null, wanted);
  const missing = wanted.find((id) => !found.some((f) => f.id === id));
  if (missing) throw new ApiError({ status: 404, title: "Not Found", detail: "No feature found", source: "data.features", meta: { value: missing } });
  const at = now();
  const copies = await featureStore().insert(
    wanted.map((id) => {
      const feature = found.find((f) => f.id === id)!;
      return { offeringId: owner, name: feature.name, description: feature.description, externalRef: feature.externalRef, configuration: feature.configuration, createdAt: at, updatedAt: at };
    }),
  );
  for (const copy of copies) await record(caller, "feature.attach", copy, "Attached");
  return copies;
}
