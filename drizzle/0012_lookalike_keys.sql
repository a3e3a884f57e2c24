ALTER TABLE "products" ADD COLUMN "name_key" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sku_key" text;--> statement-breakpoint
CREATE INDEX "products_name_lookalike_idx" ON "products" USING btree ("name_key");--> statement-breakpoint
CREATE INDEX "products_sku_lookalike_idx" ON "products" USING btree ("sku_key");