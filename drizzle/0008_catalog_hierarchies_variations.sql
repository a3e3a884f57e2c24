CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "catalog_counts" (
	"name" text PRIMARY KEY NOT NULL,
	"value" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hierarchies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "node_products" (
	"node_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "node_products_node_id_product_id_pk" PRIMARY KEY("node_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "nodes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hierarchy_id" uuid NOT NULL,
	"parent_id" uuid,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort_order" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nodes_sibling_slug_key" UNIQUE NULLS NOT DISTINCT("hierarchy_id","parent_id","slug"),
	CONSTRAINT "nodes_not_own_parent" CHECK ("nodes"."parent_id" is distinct from "nodes"."id")
);
--> statement-breakpoint
CREATE TABLE "product_variations" (
	"product_id" uuid NOT NULL,
	"variation_id" uuid NOT NULL,
	CONSTRAINT "product_variations_product_id_variation_id_pk" PRIMARY KEY("product_id","variation_id")
);
--> statement-breakpoint
CREATE TABLE "variation_options" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"variation_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort_order" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "variations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "base_product_id" uuid;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "child_option_ids" jsonb;--> statement-breakpoint
ALTER TABLE "node_products" ADD CONSTRAINT "node_products_node_id_nodes_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "node_products" ADD CONSTRAINT "node_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nodes" ADD CONSTRAINT "nodes_hierarchy_id_hierarchies_id_fk" FOREIGN KEY ("hierarchy_id") REFERENCES "public"."hierarchies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nodes" ADD CONSTRAINT "nodes_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variations" ADD CONSTRAINT "product_variations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variations" ADD CONSTRAINT "product_variations_variation_id_variations_id_fk" FOREIGN KEY ("variation_id") REFERENCES "public"."variations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variation_options" ADD CONSTRAINT "variation_options_variation_id_variations_id_fk" FOREIGN KEY ("variation_id") REFERENCES "public"."variations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "hierarchies_slug_key" ON "hierarchies" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "node_products_product_idx" ON "node_products" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "nodes_parent_idx" ON "nodes" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "variation_options_name_key" ON "variation_options" USING btree ("variation_id","name");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_base_product_fk" FOREIGN KEY ("base_product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_base_product_idx" ON "products" USING btree ("base_product_id");--> statement-breakpoint
CREATE INDEX "products_catalog_order_idx" ON "products" USING btree ("status","created_at","sku");--> statement-breakpoint
CREATE INDEX "products_name_trgm_idx" ON "products" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_sku_trgm_idx" ON "products" USING gin ("sku" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_description_trgm_idx" ON "products" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
-- catalog_counts: kept exact by statement triggers on products (transition tables: one update per statement).
INSERT INTO "catalog_counts" ("name", "value") VALUES
  ('live_products', (SELECT count(*) FROM "products" WHERE "status" = 'live')),
  ('live_listed', (SELECT count(*) FROM "products" WHERE "status" = 'live' AND "base_product_id" IS NULL));--> statement-breakpoint
CREATE FUNCTION catalog_counts_change(live_delta bigint, listed_delta bigint) RETURNS void LANGUAGE sql AS $$
  UPDATE catalog_counts SET value = value + CASE name WHEN 'live_products' THEN live_delta ELSE listed_delta END
  WHERE name IN ('live_products', 'live_listed') AND (live_delta <> 0 OR listed_delta <> 0);
$$;--> statement-breakpoint
CREATE FUNCTION catalog_counts_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
  PERFORM catalog_counts_change(
    (SELECT count(*) FROM new_rows WHERE status = 'live'),
    (SELECT count(*) FROM new_rows WHERE status = 'live' AND base_product_id IS NULL));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION catalog_counts_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
  PERFORM catalog_counts_change(
    -(SELECT count(*) FROM old_rows WHERE status = 'live'),
    -(SELECT count(*) FROM old_rows WHERE status = 'live' AND base_product_id IS NULL));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION catalog_counts_after_update() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
  PERFORM catalog_counts_change(
    (SELECT count(*) FROM new_rows WHERE status = 'live') - (SELECT count(*) FROM old_rows WHERE status = 'live'),
    (SELECT count(*) FROM new_rows WHERE status = 'live' AND base_product_id IS NULL)
      - (SELECT count(*) FROM old_rows WHERE status = 'live' AND base_product_id IS NULL));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER products_counts_insert AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_counts_after_insert();--> statement-breakpoint
CREATE TRIGGER products_counts_delete AFTER DELETE ON products REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_counts_after_delete();--> statement-breakpoint
CREATE TRIGGER products_counts_update AFTER UPDATE ON products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_counts_after_update();
