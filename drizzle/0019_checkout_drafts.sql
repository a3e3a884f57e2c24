CREATE TABLE "checkout_drafts" (
	"cart_id" text PRIMARY KEY NOT NULL,
	"details" jsonb NOT NULL,
	"step" integer DEFAULT 1 NOT NULL,
	"shipping_method_id" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checkout_drafts_step" CHECK ("checkout_drafts"."step" between 1 and 3)
);
--> statement-breakpoint
ALTER TABLE "checkout_drafts" ADD CONSTRAINT "checkout_drafts_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;