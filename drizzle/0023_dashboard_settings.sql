CREATE TABLE "email_settings" (
	"id" text PRIMARY KEY DEFAULT 'email' NOT NULL,
	"sender_name" text DEFAULT '' NOT NULL,
	"sender_address" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at");