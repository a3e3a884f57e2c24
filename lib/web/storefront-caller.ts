// The caller a storefront Server Action acts as: a shopper (like an implicit token), with the signed-in
// shopper's account when there is one (like an EP-Account-Management-Authentication-Token).
import "server-only";
import type { Caller } from "@/lib/commerce/auth/tokens";
import type { ShopperSession } from "./shopper-session";

export function storefrontCaller(shopper: ShopperSession | undefined): Caller {
  return shopper
    ? { grant: "implicit", subject: `storefront:account:${shopper.accountId}`, accountId: shopper.accountId, accountMemberId: shopper.memberId }
    : { grant: "implicit", subject: "storefront:guest" };
}
