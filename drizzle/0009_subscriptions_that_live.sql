CREATE TABLE "subscription_invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subscription_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"includes_tax" boolean DEFAULT false NOT NULL,
	"items" jsonb NOT NULL,
	"outstanding" boolean DEFAULT true NOT NULL,
	"manual_payment_pending" boolean DEFAULT false NOT NULL,
	"payment_gateway" text,
	"payment_reference" text,
	"paid_at" timestamp with time zone,
	"owner" text DEFAULT 'store' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_invoice_amount" CHECK ("subscription_invoices"."amount" >= 0),
	CONSTRAINT "subscription_invoice_period" CHECK ("subscription_invoices"."period_end" > "subscription_invoices"."period_start")
);
--> statement-breakpoint
ALTER TABLE "cart_items" DROP CONSTRAINT "cart_items_type";--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "subscription" jsonb;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "quantity" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "order_id" uuid;--> statement-breakpoint
ALTER TABLE "subscription_invoices" ADD CONSTRAINT "subscription_invoices_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_invoices_period_key" ON "subscription_invoices" USING btree ("subscription_id","period_start");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_invoices_number_key" ON "subscription_invoices" USING btree ("subscription_id","number");--> statement-breakpoint
CREATE INDEX "subscription_invoices_created_idx" ON "subscription_invoices" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "subscriptions_invoice_after_idx" ON "subscriptions" USING btree ("invoice_after");--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_type" CHECK ("cart_items"."type" in ('cart_item', 'custom_item', 'promotion_item', 'subscription_item'));--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscription_quantity" CHECK ("subscriptions"."quantity" >= 1);