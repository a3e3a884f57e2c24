ALTER TABLE "sign_in_failures" DROP CONSTRAINT "sign_in_failures_pkey";--> statement-breakpoint
ALTER TABLE "sign_in_failures" ADD COLUMN "origin" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sign_in_failures" ADD COLUMN "known_until_ms" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sign_in_failures" ADD CONSTRAINT "sign_in_failures_account_origin_pk" PRIMARY KEY("account","origin");
