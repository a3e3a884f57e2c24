CREATE TABLE "payment_gateways" (
	"slug" text PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"test" boolean DEFAULT false NOT NULL,
	"fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_settings" (
	"id" text PRIMARY KEY DEFAULT 'project' NOT NULL,
	"page_length" integer DEFAULT 25 NOT NULL,
	"list_child_products" boolean DEFAULT false NOT NULL,
	"additional_languages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"address_mandatory_fields" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "page_length_range" CHECK ("project_settings"."page_length" between 1 and 100)
);
--> statement-breakpoint
ALTER TABLE "account_authentication_settings" ADD COLUMN "membership_limit" integer DEFAULT 1000 NOT NULL;--> statement-breakpoint
ALTER TABLE "account_authentication_settings" ADD CONSTRAINT "membership_limit_range" CHECK ("account_authentication_settings"."membership_limit" between 1 and 10000);