CREATE TABLE "order_settings" (
	"id" text PRIMARY KEY DEFAULT 'orders' NOT NULL,
	"unpaid_order_days" integer DEFAULT 7 NOT NULL,
	"unpaid_orders_per_shopper" integer DEFAULT 3 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "unpaid_order_days_range" CHECK ("order_settings"."unpaid_order_days" between 1 and 90),
	CONSTRAINT "unpaid_orders_per_shopper_range" CHECK ("order_settings"."unpaid_orders_per_shopper" between 1 and 100)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "placed_from" text;--> statement-breakpoint
CREATE INDEX "orders_unpaid_from_idx" ON "orders" USING btree ("placed_from","created_at") WHERE "orders"."payment" = 'unpaid' and "orders"."status" = 'incomplete';--> statement-breakpoint
CREATE INDEX "orders_unpaid_email_idx" ON "orders" USING btree (lower("customer"->>'email'),"created_at") WHERE "orders"."payment" = 'unpaid' and "orders"."status" = 'incomplete';--> statement-breakpoint
CREATE INDEX "orders_unpaid_created_idx" ON "orders" USING btree ("created_at") WHERE "orders"."payment" = 'unpaid' and "orders"."status" = 'incomplete';