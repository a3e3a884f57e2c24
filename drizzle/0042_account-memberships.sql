CREATE TABLE "account_memberships" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"account_member_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_members" DROP CONSTRAINT "account_members_account_id_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "account_members" ALTER COLUMN "account_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "account_memberships" ADD CONSTRAINT "account_memberships_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_memberships" ADD CONSTRAINT "account_memberships_account_member_id_account_members_id_fk" FOREIGN KEY ("account_member_id") REFERENCES "public"."account_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "account_memberships_account_member_key" ON "account_memberships" USING btree ("account_id","account_member_id");--> statement-breakpoint
CREATE INDEX "account_memberships_member_idx" ON "account_memberships" USING btree ("account_member_id","created_at");--> statement-breakpoint
ALTER TABLE "account_members" ADD CONSTRAINT "account_members_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Backfill: every member is a member of the account they were made with.
INSERT INTO "account_memberships" ("account_id", "account_member_id", "created_at", "updated_at")
SELECT "account_id", "id", "created_at", "created_at" FROM "account_members" WHERE "account_id" IS NOT NULL
ON CONFLICT DO NOTHING;