CREATE TABLE "customers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"member_id" uuid,
	"email_verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customers_email_lower" CHECK ("customers"."email" = lower("customers"."email")),
	CONSTRAINT "customers_fields_len" CHECK (char_length("customers"."name") <= 1024 and char_length("customers"."phone") <= 64 and char_length("customers"."notes") <= 5000)
);
--> statement-breakpoint
CREATE TABLE "email_verification_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"email" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_member_id_account_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."account_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_verification_tokens" ADD CONSTRAINT "email_verification_tokens_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customers_email_key" ON "customers" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_member_key" ON "customers" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "customers_created_idx" ON "customers" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "customers_name_trgm_idx" ON "customers" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_email_trgm_idx" ON "customers" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "email_verification_tokens_customer_idx" ON "email_verification_tokens" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_customer_email_idx" ON "orders" USING btree (lower("customer"->>'email'),"created_at");--> statement-breakpoint
-- Backfill: one customer per e-mail of an account member (linked to the member), then one per e-mail guests and
-- accounts ordered with (named after the latest order's customer), each created when first seen.
INSERT INTO "customers" ("email", "name", "member_id", "created_at", "updated_at")
SELECT lower("email"), left("name", 1024), "id", "created_at", "created_at" FROM "account_members"
ON CONFLICT ("email") DO NOTHING;--> statement-breakpoint
INSERT INTO "customers" ("email", "name", "created_at", "updated_at")
SELECT DISTINCT ON (lower("customer"->>'email')) lower("customer"->>'email'), left(coalesce("customer"->>'name', ''), 1024),
  min("created_at") OVER (PARTITION BY lower("customer"->>'email')), now()
FROM "orders"
WHERE coalesce("customer"->>'email', '') <> ''
ORDER BY lower("customer"->>'email'), "created_at" DESC
ON CONFLICT ("email") DO NOTHING;
--> statement-breakpoint
-- A member who bought as a guest first has been a customer since that first order.
UPDATE "customers" SET "created_at" = "o"."first"
FROM (SELECT lower("customer"->>'email') AS "email", min("created_at") AS "first" FROM "orders" GROUP BY 1) AS "o"
WHERE "o"."email" = "customers"."email" AND "o"."first" < "customers"."created_at";
