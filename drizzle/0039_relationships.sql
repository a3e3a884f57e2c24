CREATE TABLE "custom_relationships" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"external_name" text,
	"external_description" text,
	"sort_order" integer,
	"bi_directional" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_custom_relationships" (
	"product_id" uuid NOT NULL,
	"relationship_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_custom_relationships_product_id_relationship_id_pk" PRIMARY KEY("product_id","relationship_id")
);
--> statement-breakpoint
CREATE TABLE "related_products" (
	"product_id" uuid NOT NULL,
	"relationship_id" uuid NOT NULL,
	"related_id" uuid NOT NULL,
	"sort_order" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "related_products_product_id_relationship_id_related_id_pk" PRIMARY KEY("product_id","relationship_id","related_id"),
	CONSTRAINT "related_products_not_self" CHECK ("related_products"."product_id" <> "related_products"."related_id")
);
--> statement-breakpoint
ALTER TABLE "product_custom_relationships" ADD CONSTRAINT "product_custom_relationships_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_custom_relationships" ADD CONSTRAINT "product_custom_relationships_relationship_id_custom_relationships_id_fk" FOREIGN KEY ("relationship_id") REFERENCES "public"."custom_relationships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "related_products" ADD CONSTRAINT "related_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "related_products" ADD CONSTRAINT "related_products_relationship_id_custom_relationships_id_fk" FOREIGN KEY ("relationship_id") REFERENCES "public"."custom_relationships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "related_products" ADD CONSTRAINT "related_products_related_id_products_id_fk" FOREIGN KEY ("related_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "custom_relationships_slug_key" ON "custom_relationships" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "related_products_related_idx" ON "related_products" USING btree ("related_id","relationship_id");