CREATE TABLE "store_home_page" (
	"id" text PRIMARY KEY DEFAULT 'home' NOT NULL,
	"hero_heading" text NOT NULL,
	"hero_text" text DEFAULT '' NOT NULL,
	"cta_label" text DEFAULT '' NOT NULL,
	"cta_href" text DEFAULT '' NOT NULL,
	"hero_image_file_id" uuid,
	"hero_image_alt" text DEFAULT '' NOT NULL,
	"featured_hierarchy_id" uuid,
	"featured_node_id" uuid,
	"featured_heading" text DEFAULT '' NOT NULL,
	"featured_count" integer DEFAULT 4 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_home_page_featured_count_range" CHECK ("store_home_page"."featured_count" between 4 and 12),
	CONSTRAINT "store_home_page_one_featured" CHECK ("store_home_page"."featured_hierarchy_id" is null or "store_home_page"."featured_node_id" is null),
	CONSTRAINT "store_home_page_cta_in_store" CHECK ("store_home_page"."cta_href" = '' or ("store_home_page"."cta_href" like '/%' and "store_home_page"."cta_href" not like '//%'))
);
--> statement-breakpoint
ALTER TABLE "store_home_page" ADD CONSTRAINT "store_home_page_hero_image_file_id_files_id_fk" FOREIGN KEY ("hero_image_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_home_page" ADD CONSTRAINT "store_home_page_featured_hierarchy_id_hierarchies_id_fk" FOREIGN KEY ("featured_hierarchy_id") REFERENCES "public"."hierarchies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_home_page" ADD CONSTRAINT "store_home_page_featured_node_id_nodes_id_fk" FOREIGN KEY ("featured_node_id") REFERENCES "public"."nodes"("id") ON DELETE set null ON UPDATE no action;