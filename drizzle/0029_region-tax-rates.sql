-- Tax rates by region (US states, Canadian provinces) and tax on shipping (issue 45). Existing rates are whole-country
-- rates ('') that do not tax shipping; the demo seed turns shipping tax on for the demo's own VAT rates
-- (lib/seed/demo-tax-rates.ts). The key becomes (country, region): one rate per destination.
ALTER TABLE "tax_rates" ADD COLUMN "region" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "tax_rates" ADD COLUMN "taxes_shipping" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tax_rates" DROP CONSTRAINT "tax_rates_pkey";--> statement-breakpoint
ALTER TABLE "tax_rates" ADD CONSTRAINT "tax_rates_pkey" PRIMARY KEY("country","region");--> statement-breakpoint
ALTER TABLE "cart_shipping_groups" ADD COLUMN "tax_rate" jsonb;
