// A custom relationship's slug (EP's rule): letters, digits, `-`, `_` and `.`, and always `CRP_` first — EP adds
// the prefix to a slug given without it, so `related` and `CRP_related` name the same relationship.
export const RELATIONSHIP_SLUG_PREFIX = "CRP_";
export const RELATIONSHIP_SLUG_PATTERN = /^[A-Za-z0-9._-]+$/;
/** The longest slug kept, prefix included. */
export const MAX_RELATIONSHIP_SLUG = 255;

/** The slug as stored: `CRP_` added when it is missing. */
export function relationshipSlug(given: string): string {
  return given.startsWith(RELATIONSHIP_SLUG_PREFIX) ? given : `${RELATIONSHIP_SLUG_PREFIX}${given}`;
}

/** Whether a slug (as given, in a path) can name a relationship at all. */
export function isRelationshipSlug(given: string): boolean {
  return RELATIONSHIP_SLUG_PATTERN.test(given) && relationshipSlug(given).length <= MAX_RELATIONSHIP_SLUG;
}
