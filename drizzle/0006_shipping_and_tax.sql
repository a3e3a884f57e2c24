CREATE TABLE "shipping_methods" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"prices" jsonb NOT NULL,
	"free_over" jsonb,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_rates" (
	"country" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"rate" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_rates_rate" CHECK ("tax_rates"."rate" >= 0 and "tax_rates"."rate" < 1)
);
--> statement-breakpoint
INSERT INTO "shipping_methods" ("id", "name", "prices", "free_over", "position") VALUES
  ('standard', 'Standard delivery (3 to 5 working days)', '{"USD": 495, "EUR": 450, "GBP": 395}', '{"USD": 5000, "EUR": 4500, "GBP": 4000}', 1),
  ('express', 'Express delivery (next working day)', '{"USD": 1200, "EUR": 1100, "GBP": 950}', NULL, 2)
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "tax_rates" ("country", "name", "code", "rate") VALUES
  ('GB', 'VAT', 'GB-VAT', 0.2),
  ('DE', 'MwSt.', 'DE-VAT', 0.19),
  ('FR', 'TVA', 'FR-VAT', 0.2),
  ('IE', 'VAT', 'IE-VAT', 0.23),
  ('NL', 'BTW', 'NL-VAT', 0.21),
  ('*', 'No tax', 'NONE', 0)
ON CONFLICT DO NOTHING;
