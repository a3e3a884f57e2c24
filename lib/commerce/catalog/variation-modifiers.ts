// The modifiers of a variation's option (EP's /pcm/variations/{id}/options/{option}/modifiers): kept per option,
// applied when child products are built (variations.ts, by the rule in option-modifiers.ts). Reads and writes go
// through the variation store; the resource is variation-resource.ts.
import { variationStore } from "@/lib/storage/catalog/variation-store";
import type { ModifierRow } from "@/lib/storage/catalog/product-rows";
import { notFound } from "../errors";
import { now } from "../clock";
import type { Page } from "../page";
import type { Uuid } from "../uuid";
import { findOption } from "./variations";
import { modifierValues, type ModifierAttributes } from "./option-modifiers";

export const modifierNotFound = (id: string) => notFound("Modifier not found", "The requested modifier could not be found", { id });

/** GET …/modifiers: a page of the option's modifiers, oldest first (404 for no such option of the variation). */
export async function optionModifiers(variationId: Uuid, optionId: Uuid, page: Page) {
  await findOption(variationId, optionId);
  return variationStore.modifiersOf([optionId], page);
}

export async function createModifier(variationId: Uuid, optionId: Uuid, a: ModifierAttributes): Promise<ModifierRow> {
  await findOption(variationId, optionId);
  return variationStore.createModifier(optionId, modifierValues(a));
}

export async function findModifier(variationId: Uuid, optionId: Uuid, modifierId: Uuid): Promise<ModifierRow> {
  await findOption(variationId, optionId);
  const row = await variationStore.findModifier(modifierId);
  if (!row || row.optionId !== optionId) throw modifierNotFound(modifierId);
  return row;
}

/** PUT …/modifiers/{id}: the modifier as the body gives it (its type and the fields the type uses). */
export async function updateModifier(variationId: Uuid, optionId: Uuid, modifierId: Uuid, a: ModifierAttributes): Promise<ModifierRow> {
  await findModifier(variationId, optionId, modifierId);
  const row = await variationStore.updateModifier(modifierId, { ...modifierValues(a), updatedAt: now() });
  if (!row) throw modifierNotFound(modifierId);
  return row;
}

export async function deleteModifier(variationId: Uuid, optionId: Uuid, modifierId: Uuid): Promise<void> {
  await findModifier(variationId, optionId, modifierId);
  await variationStore.deleteModifier(modifierId);
}
