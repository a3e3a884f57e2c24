ALTER TABLE "carts" ADD COLUMN "customer_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "anonymized" boolean DEFAULT false NOT NULL;