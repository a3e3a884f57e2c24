CREATE TABLE "currencies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"exchange_rate" double precision DEFAULT 1 NOT NULL,
	"format" text NOT NULL,
	"decimal_point" text DEFAULT '.' NOT NULL,
	"thousand_separator" text DEFAULT ',' NOT NULL,
	"decimal_places" integer DEFAULT 2 NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "currencies_code_format" CHECK ("currencies"."code" ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"file_size" integer DEFAULT 0 NOT NULL,
	"href" text NOT NULL,
	"width" integer,
	"height" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "main_image_id" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "currencies_code_key" ON "currencies" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "files_href_key" ON "files" USING btree ("href");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_main_image_id_files_id_fk" FOREIGN KEY ("main_image_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "carts_account_idx" ON "carts" USING btree ("account_id","updated_at");--> statement-breakpoint
-- Data: the store's currencies (USD the default), and a file for every product image already stored.
INSERT INTO "currencies" ("code", "format", "decimal_point", "thousand_separator", "decimal_places", "is_default") VALUES
  ('USD', '${price}', '.', ',', 2, true),
  ('EUR', '€{price}', '.', ',', 2, false),
  ('GBP', '£{price}', '.', ',', 2, false)
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "files" ("file_name", "mime_type", "href")
  SELECT DISTINCT ON ("image"->>'href') "image"->>'file_name', "image"->>'mime_type', "image"->>'href'
    FROM "products" WHERE "image" IS NOT NULL
ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "products" p SET "main_image_id" = f."id" FROM "files" f WHERE p."image" IS NOT NULL AND f."href" = p."image"->>'href';
