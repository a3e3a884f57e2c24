ALTER TABLE "order_items" ADD COLUMN "charged" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_refunded" boolean DEFAULT false NOT NULL;