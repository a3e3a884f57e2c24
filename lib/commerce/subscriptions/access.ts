// Who sees which subscriptions (docs/api.md "Subscriptions"): client credentials see every subscription; a shopper's
// account token sees its own account's; an implicit token alone is refused (403).
import type { Caller } from "../auth/tokens";
import { forbidden } from "../errors";

export type SubscriptionScope = { kind: "all" } | { kind: "account"; accountId: string };

export function subscriptionScope(caller: Caller): SubscriptionScope {
  if (caller.grant === "client_credentials") return { kind: "all" };
  if (caller.accountId) return { kind: "account", accountId: caller.accountId };
  throw forbidden();
}

export function scopeAllows(scope: SubscriptionScope, accountId: string): boolean {
  return scope.kind === "all" || scope.accountId === accountId;
}
