CREATE TABLE "order_number_counter" (
	"id" text PRIMARY KEY DEFAULT 'orders' NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_settings" (
	"id" text PRIMARY KEY DEFAULT 'payment' NOT NULL,
	"bank_details" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "refunded_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "restocked_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "number" integer;--> statement-breakpoint
-- Orders placed before numbers get theirs in the order they were placed, from 1001; the counter continues after them.
UPDATE "orders" SET "number" = numbered.n + 1000 FROM (SELECT "id", row_number() OVER (ORDER BY "created_at", "id") AS n FROM "orders") AS numbered WHERE numbered."id" = "orders"."id";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "number" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_groups" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipment" jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_number_key" ON "orders" USING btree ("number");--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_refunds" CHECK ("order_items"."refunded_quantity" between 0 and "order_items"."quantity" and "order_items"."restocked_quantity" between 0 and "order_items"."refunded_quantity");--> statement-breakpoint
INSERT INTO "order_number_counter" ("id", "last_number") SELECT 'orders', coalesce(max("number"), 1000) FROM "orders";--> statement-breakpoint
INSERT INTO "payment_settings" ("id") VALUES ('payment');
