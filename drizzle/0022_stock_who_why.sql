ALTER TABLE "stock_transactions" ADD COLUMN "actor" text;--> statement-breakpoint
ALTER TABLE "stock_transactions" ADD COLUMN "reason" text;