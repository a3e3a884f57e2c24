// Dunning rules (EP's subscription_dunning_rule, docs/subscriptions.md "Dunning rules"): administrators keep the
// store's rules (dunning-rule.ts says what one may hold); at most one is the default, and saving one as the default
// takes the place of the one before (the store, in one transaction). Rules are kept and answered; the billing run
// does not retry by them yet (a refused charge keeps no invoice and is tried again at the next run).
import { dunningRuleStore } from "@/lib/storage/subscriptions/dunning-rule-store";
import type { DunningRuleRow } from "@/lib/storage/subscriptions/rows";
import { recordAdministratorChange } from "../activity/administrator";
import type { Caller } from "../auth/tokens";
import { notFound } from "../errors";
import { now } from "../clock";
import type { Page } from "../page";
import { changedDunningRule, dunningRuleOf, type DunningRule } from "./dunning-rule";
import { assertBodyId } from "./body-id";
import { assertUuid } from "./offerings";
import type { DunningRuleChange, DunningRuleInput } from "./schemas";

const ruleNotFound = () => notFound("Not Found", "No dunning rule found");

const record = (caller: Caller, action: string, row: DunningRuleRow, words: string) =>
  recordAdministratorChange(caller, {
    action,
    subject: { type: "subscription_dunning_rule", id: row.id },
    summary: `${words} the dunning rule (every ${row.paymentRetryInterval} ${row.paymentRetryUnit}, ${row.paymentRetriesLimit} retries, then ${row.action})`,
  });

export const listDunningRules = (page: Page) => dunningRuleStore().list(page);

export async function findDunningRule(id: string): Promise<DunningRuleRow> {
  assertUuid(id, "dunning_rule_uuid");
  const row = await dunningRuleStore().find(id);
  if (!row) throw ruleNotFound();
  return row;
}

export async function createDunningRule(caller: Caller, input: DunningRuleInput): Promise<DunningRuleRow> {
  const rule = dunningRuleOf(input);
  const at = now();
  const row = await dunningRuleStore().insert({ ...rule, createdAt: at, updatedAt: at });
  await record(caller, "dunning_rule.create", row, "Added");
  return row;
}

export async function updateDunningRule(caller: Caller, id: string, bodyId: string, change: DunningRuleChange): Promise<DunningRuleRow> {
  assertUuid(id, "dunning_rule_uuid");
  assertBodyId(bodyId, id, "dunning rule");
  const row = await dunningRuleStore().update(id, (stored) => ({ ...changedDunningRule(stored as DunningRule, change), updatedAt: now() }));
  if (!row) throw ruleNotFound();
  await record(caller, "dunning_rule.update", row, "Saved");
  return row;
}

export async function deleteDunningRule(caller: Caller, id: string): Promise<void> {
  const row = await findDunningRule(id);
  if (!(await dunningRuleStore().delete(row.id))) throw ruleNotFound();
  await record(caller, "dunning_rule.delete", row, "Deleted");
}
