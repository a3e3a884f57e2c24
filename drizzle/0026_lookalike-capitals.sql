-- The look-alike key reads each character as its capital now (lib/commerce/catalog/lookalike-key.ts, issue 44):
-- the stored keys were made by the old steps. Emptied, the catalog is keyed again at the next start (keyProducts).
DELETE FROM "product_lookalike_keys";
