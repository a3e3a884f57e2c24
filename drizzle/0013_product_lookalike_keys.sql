CREATE TABLE "product_lookalike_keys" (
	"product_id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sku" text NOT NULL,
	"name_key" text NOT NULL,
	"sku_key" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_lookalike_keys" ADD CONSTRAINT "product_lookalike_keys_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_lookalike_keys_name_idx" ON "product_lookalike_keys" USING btree ("name_key");--> statement-breakpoint
CREATE INDEX "product_lookalike_keys_sku_idx" ON "product_lookalike_keys" USING btree ("sku_key");