CREATE TABLE "inventory_locations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"external_ref" text,
	"description" text,
	"address" jsonb,
	"geolocation" jsonb,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inventory_locations_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_locations_one_default" ON "inventory_locations" USING btree ("is_default") WHERE "inventory_locations"."is_default";--> statement-breakpoint
-- The location that holds the store's stock (EP's inventory locations; docs/api.md "Stock").
INSERT INTO "inventory_locations" ("name", "slug", "description", "is_default") VALUES ('Main warehouse', 'main-warehouse', 'Where the store keeps its stock', true);
