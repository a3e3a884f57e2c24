-- Children built before children inherited their base product's personalisation (custom_inputs) were built
-- without it, and without a description or image when the base had none then. Such a child takes what its base
-- holds now (lib/commerce/catalog/child-inheritance.ts): a child with inputs, a description or an image of its
-- own keeps them (it overrides). No child could be given none on purpose through the admin before this, so an
-- empty field is one never inherited.
UPDATE "products" AS "child"
   SET "custom_inputs" = coalesce("child"."custom_inputs", "base"."custom_inputs"),
       "description" = CASE WHEN "child"."description" = '' THEN "base"."description" ELSE "child"."description" END,
       "image" = coalesce("child"."image", "base"."image"),
       "main_image_id" = CASE WHEN "child"."image" IS NULL THEN "base"."main_image_id" ELSE "child"."main_image_id" END
  FROM "products" AS "base"
 WHERE "child"."base_product_id" = "base"."id"
   AND (("child"."custom_inputs" IS NULL AND "base"."custom_inputs" IS NOT NULL)
     OR ("child"."description" = '' AND "base"."description" <> '')
     OR ("child"."image" IS NULL AND "base"."image" IS NOT NULL));
