// Ids in request paths, parsed where the request enters (lib/commerce/uuid.ts is the rule): a route hands the
// domain a typed Uuid, never the raw segment. A segment that cannot be an id names nothing: the API's 404 for that
// resource (the same answer as a well-formed id no row has), without a query.
import type { ApiError } from "@/lib/commerce/errors";
import { orderNotFound } from "@/lib/commerce/orders/order-access";
import { parseUuid, type Uuid } from "@/lib/commerce/uuid";
import { productNotFound } from "@/lib/commerce/catalog/products";
import { hierarchyNotFound, nodeNotFound } from "@/lib/commerce/catalog/hierarchy-rules";
import { fileNotFound } from "@/lib/commerce/catalog/files";
import { locationNotFound } from "@/lib/commerce/inventory/locations";
import { promotionNotFound } from "@/lib/commerce/promotions/promotions";
import { accountNotFound, memberNotFound } from "@/lib/commerce/accounts/accounts";
import { addressNotFound } from "@/lib/commerce/accounts/addresses";
import { membershipNotFound } from "@/lib/commerce/accounts/memberships";
import { customerNotFound } from "@/lib/commerce/customers/customers";
import { optionNotFound, variationNotFound } from "@/lib/commerce/catalog/variations";
import { modifierNotFound } from "@/lib/commerce/catalog/variation-modifiers";
import { tagNotFound } from "@/lib/commerce/catalog/product-tags";
import { customRelationshipNotFound } from "@/lib/commerce/catalog/custom-relationships";
import { isRelationshipSlug } from "@/lib/commerce/catalog/relationship-slug";

/** The path segment `raw` as a Uuid; `notFound(raw)` is thrown when it cannot be one. */
export function pathId(raw: string, notFound: (raw: string) => ApiError): Uuid {
  const id = parseUuid(raw);
  if (id === undefined) throw notFound(raw);
  return id;
}

/** An order's id in a path (`/v2/orders/{orderId}/…`, the storefront's `/orders/{id}`): else 404 `Order not found`. */
export const orderIdParam = (raw: string): Uuid => pathId(raw, orderNotFound);

/** A product's id in a path (`/pcm/products/{productId}/…`, the admin's product forms): else 404 `Product not found`. */
export const productIdParam = (raw: string): Uuid => pathId(raw, (id) => productNotFound({ id }));

/** A variation's id in a path (`/pcm/variations/{variationId}`): else 404 `Variation not found`. */
export const variationIdParam = (raw: string): Uuid => pathId(raw, variationNotFound);

/** A variation option's path (`/pcm/variations/{variationId}/options/{optionId}`): either id malformed is 404
 * `Option not found` naming the option, as a well-formed option of another variation is. */
export function optionIdParams(variationRaw: string, optionRaw: string): [variationId: Uuid, optionId: Uuid] {
  const notFound = () => optionNotFound(optionRaw);
  return [pathId(variationRaw, notFound), pathId(optionRaw, notFound)];
}

/** A file's id in a path (`/v2/files/{fileId}`, its content): else 404 `File … does not exist`. */
export const fileIdParam = (raw: string): Uuid => pathId(raw, fileNotFound);

/** An inventory location's id in a path (`/v2/inventories/locations/{locationId}`): else 404. */
export const locationIdParam = (raw: string): Uuid => pathId(raw, locationNotFound);

/** A promotion's id in a path (`/v2/promotions/{promotionId}/…`, the admin's promotion forms): else 404 `promotion not found`. */
export const promotionIdParam = (raw: string): Uuid => pathId(raw, promotionNotFound);

/** An account's id in a path (`/v2/accounts/{accountId}/…`): else 404 `account not found`. */
export const accountIdParam = (raw: string): Uuid => pathId(raw, accountNotFound);

/** An account member's id in a path (`/v2/account-members/{memberId}`): else 404 `account member not found`. */
export const memberIdParam = (raw: string): Uuid => pathId(raw, memberNotFound);

/** An address's id (`/v2/accounts/{accountId}/addresses/{addressId}`, the storefront's address book): else 404 `address not found`. */
export const addressIdParam = (raw: string): Uuid => pathId(raw, addressNotFound);

/** An account's address path: the account's id first (its 404), then the address's. */
export const addressIdParams = (accountRaw: string, addressRaw: string): [accountId: Uuid, addressId: Uuid] => [accountIdParam(accountRaw), addressIdParam(addressRaw)];

/** An account membership's id (`/v2/accounts/{accountId}/account-memberships/{membershipId}`) with its account's: else 404. */
export const membershipIdParams = (accountRaw: string, membershipRaw: string): [accountId: Uuid, membershipId: Uuid] => [
  accountIdParam(accountRaw),
  pathId(membershipRaw, membershipNotFound),
];

/** A customer's id (the admin's customer form): else 404 `There is no such customer.` */
export const customerIdParam = (raw: string): Uuid => pathId(raw, customerNotFound);

/** A hierarchy's id in a path (`/pcm/hierarchies/{hierarchyId}`, `/catalog/hierarchies/{hierarchyId}/…`): else 404 `Hierarchy not found`. */
export const hierarchyIdParam = (raw: string): Uuid => pathId(raw, hierarchyNotFound);

/** A node's id in a path (`/catalog/nodes/{nodeId}/…`): else 404 `Node not found`. */
export const nodeIdParam = (raw: string): Uuid => pathId(raw, nodeNotFound);

/** A node read within its hierarchy (`/pcm/hierarchies/{hierarchyId}/nodes/{nodeId}`): either id malformed is 404
 * `Node not found`, as a well-formed node of another hierarchy is. */
export function nodeOfHierarchyParams(hierarchyRaw: string, nodeRaw: string): [hierarchyId: Uuid, nodeId: Uuid] {
  const notFound = () => nodeNotFound(nodeRaw);
  return [pathId(hierarchyRaw, notFound), pathId(nodeRaw, notFound)];
}

/** A node changed under its hierarchy's lock (PUT …/nodes/{nodeId}, its parent): the hierarchy's 404 first, then the node's. */
export const nodeChangeParams = (hierarchyRaw: string, nodeRaw: string): [hierarchyId: Uuid, nodeId: Uuid] => [hierarchyIdParam(hierarchyRaw), nodeIdParam(nodeRaw)];

/** An option's modifier (`/pcm/variations/{variationId}/options/{optionId}/modifiers/{modifierId}`): the option's
 * 404 for a malformed variation or option id, the modifier's for a malformed modifier id. */
export function modifierIdParams(variationRaw: string, optionRaw: string, modifierRaw: string): [variationId: Uuid, optionId: Uuid, modifierId: Uuid] {
  return [...optionIdParams(variationRaw, optionRaw), pathId(modifierRaw, modifierNotFound)];
}

/** A product tag's id (`/pcm/tags/{tagId}`): else 404 `Tag not found`. */
export const tagIdParam = (raw: string): Uuid => pathId(raw, tagNotFound);
/** A custom relationship's slug in a path (`/pcm/custom-relationships/{slug}`, a product's related products): one
 * no slug could be is 404 `Custom relationship not found`, without a query. */
export function relationshipSlugParam(raw: string): string {
  if (!isRelationshipSlug(raw)) throw customRelationshipNotFound(raw);
  return raw;
}
