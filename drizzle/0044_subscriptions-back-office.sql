CREATE TABLE "subscription_dunning_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_retry_type" text NOT NULL,
	"payment_retry_interval" integer,
	"payment_retry_unit" text,
	"payment_retries_limit" integer NOT NULL,
	"action" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"owner" text DEFAULT 'store' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dunning_retry_type" CHECK ("subscription_dunning_rules"."payment_retry_type" = 'fixed'),
	CONSTRAINT "dunning_retry_interval" CHECK ("subscription_dunning_rules"."payment_retry_interval" between 1 and 1024),
	CONSTRAINT "dunning_retry_unit" CHECK ("subscription_dunning_rules"."payment_retry_unit" in ('day', 'week')),
	CONSTRAINT "dunning_retries_limit" CHECK ("subscription_dunning_rules"."payment_retries_limit" >= 0),
	CONSTRAINT "dunning_action" CHECK ("subscription_dunning_rules"."action" in ('none', 'pause', 'close', 'suspend'))
);
--> statement-breakpoint
CREATE TABLE "subscription_features" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"offering_id" uuid,
	"name" text NOT NULL,
	"description" text,
	"external_ref" text,
	"configuration" jsonb NOT NULL,
	"owner" text DEFAULT 'store' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feature_name_length" CHECK (char_length("subscription_features"."name") between 3 and 1024),
	CONSTRAINT "feature_description_length" CHECK (char_length("subscription_features"."description") <= 1024),
	CONSTRAINT "feature_external_ref_length" CHECK (char_length("subscription_features"."external_ref") <= 2048)
);
--> statement-breakpoint
CREATE TABLE "subscription_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_type" text NOT NULL,
	"external_ref" text,
	"status" text NOT NULL,
	"report" jsonb NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone NOT NULL,
	"owner" text DEFAULT 'store' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_job_type" CHECK ("subscription_jobs"."job_type" = 'billing-run'),
	CONSTRAINT "subscription_job_status" CHECK ("subscription_jobs"."status" in ('success', 'failed')),
	CONSTRAINT "subscription_job_external_ref_length" CHECK (char_length("subscription_jobs"."external_ref") <= 2048)
);
--> statement-breakpoint
CREATE TABLE "subscription_proration_policies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"rounding" text NOT NULL,
	"external_ref" text,
	"owner" text DEFAULT 'store' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "proration_policy_name_length" CHECK (char_length("subscription_proration_policies"."name") between 3 and 1024),
	CONSTRAINT "proration_policy_rounding" CHECK ("subscription_proration_policies"."rounding" in ('up', 'down', 'nearest')),
	CONSTRAINT "proration_policy_external_ref_length" CHECK (char_length("subscription_proration_policies"."external_ref") <= 2048)
);
--> statement-breakpoint
CREATE TABLE "subscription_subscribers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"payment_authority" jsonb,
	"owner" text DEFAULT 'store' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriber_name_length" CHECK (char_length("subscription_subscribers"."name") between 3 and 1024),
	CONSTRAINT "subscriber_email_length" CHECK (char_length("subscription_subscribers"."email") between 3 and 1024)
);
--> statement-breakpoint
ALTER TABLE "subscription_features" ADD CONSTRAINT "subscription_features_offering_id_subscription_offerings_id_fk" FOREIGN KEY ("offering_id") REFERENCES "public"."subscription_offerings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_subscribers" ADD CONSTRAINT "subscription_subscribers_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_dunning_rules_default_key" ON "subscription_dunning_rules" USING btree ("is_default") WHERE "subscription_dunning_rules"."is_default";--> statement-breakpoint
CREATE INDEX "subscription_features_offering_idx" ON "subscription_features" USING btree ("offering_id");--> statement-breakpoint
CREATE INDEX "subscription_jobs_created_idx" ON "subscription_jobs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "subscription_subscribers_account_idx" ON "subscription_subscribers" USING btree ("account_id");