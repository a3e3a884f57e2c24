ALTER TABLE "currencies" ADD COLUMN "prices_include_tax" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Data: UK and EU consumer prices include VAT; US prices are shown without sales tax (docs/money.md).
UPDATE "currencies" SET "prices_include_tax" = true WHERE "code" IN ('GBP', 'EUR');
