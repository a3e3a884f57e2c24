CREATE TABLE "admin_activity" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"staff_id" uuid,
	"actor" text NOT NULL,
	"action" text NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" text,
	"summary" text NOT NULL,
	CONSTRAINT "admin_activity_summary_len" CHECK (char_length("admin_activity"."summary") <= 5000)
);
--> statement-breakpoint
CREATE INDEX "admin_activity_subject_idx" ON "admin_activity" USING btree ("subject_type","subject_id","at");--> statement-breakpoint
CREATE INDEX "admin_activity_at_idx" ON "admin_activity" USING btree ("at");