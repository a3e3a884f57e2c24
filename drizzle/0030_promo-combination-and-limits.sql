ALTER TABLE "promotions" ADD COLUMN "combinable" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "max_uses" integer;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "max_uses_per_customer" integer;