CREATE TABLE "account_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"legal_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_custom_discounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cart_id" text NOT NULL,
	"cart_item_id" uuid,
	"amount" bigint NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"discount_code" text DEFAULT '' NOT NULL,
	"discount_engine" text DEFAULT '' NOT NULL,
	"external_id" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_custom_discounts_negative" CHECK ("cart_custom_discounts"."amount" <= 0)
);
--> statement-breakpoint
CREATE TABLE "cart_item_taxes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cart_item_id" uuid NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"jurisdiction" text DEFAULT '' NOT NULL,
	"code" text DEFAULT '' NOT NULL,
	"rate" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cart_id" text NOT NULL,
	"type" text NOT NULL,
	"identity" text NOT NULL,
	"product_id" uuid,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sku" text DEFAULT '' NOT NULL,
	"slug" text DEFAULT '' NOT NULL,
	"quantity" integer NOT NULL,
	"unit_amount" bigint NOT NULL,
	"includes_tax" boolean DEFAULT false NOT NULL,
	"custom_inputs" jsonb,
	"bundle_configuration" jsonb,
	"shipping_group_id" uuid,
	"promotion_id" uuid,
	"promotion_code" text,
	"image" jsonb,
	"position" bigint DEFAULT (extract(epoch from clock_timestamp()) * 1000000)::bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_items_type" CHECK ("cart_items"."type" in ('cart_item', 'custom_item', 'promotion_item')),
	CONSTRAINT "cart_items_quantity" CHECK ("cart_items"."quantity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "cart_settings" (
	"id" text PRIMARY KEY DEFAULT 'cart' NOT NULL,
	"cart_expiry_days" integer DEFAULT 7 NOT NULL,
	"custom_discounts_enabled" boolean DEFAULT false NOT NULL,
	"use_rule_promotions" boolean DEFAULT false NOT NULL,
	"snapshot_date" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_expiry_days_range" CHECK ("cart_settings"."cart_expiry_days" between 1 and 365),
	CONSTRAINT "one_discount_kind" CHECK (not ("cart_settings"."custom_discounts_enabled" and "cart_settings"."use_rule_promotions"))
);
--> statement-breakpoint
CREATE TABLE "cart_shipping_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cart_id" text NOT NULL,
	"shipping_type" text DEFAULT '' NOT NULL,
	"tracking_reference" text DEFAULT '' NOT NULL,
	"external_ref" text,
	"address" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"delivery_time" jsonb,
	"shipping_price" jsonb DEFAULT '{"base":0,"tax":0,"fees":0}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_shipping_groups_cart_id_key" UNIQUE("cart_id","id"),
	CONSTRAINT "cart_shipping_groups_external_ref_length" CHECK (char_length("cart_shipping_groups"."external_ref") <= 64),
	CONSTRAINT "cart_shipping_groups_price" CHECK (("cart_shipping_groups"."shipping_price" ->> 'base')::numeric >= 0 and ("cart_shipping_groups"."shipping_price" ->> 'tax')::numeric >= 0 and ("cart_shipping_groups"."shipping_price" ->> 'fees')::numeric >= 0)
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text DEFAULT 'Cart' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"currency" text,
	"expiry_days" integer DEFAULT 7 NOT NULL,
	"custom_discounts_enabled" boolean DEFAULT false NOT NULL,
	"use_rule_promotions" boolean DEFAULT false NOT NULL,
	"snapshot_date" text DEFAULT '' NOT NULL,
	"custom_attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"payment_intent_id" text,
	"account_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carts_id_format" CHECK ("carts"."id" ~ '^[A-Za-z0-9_-]{1,64}$'),
	CONSTRAINT "carts_one_discount_kind" CHECK (not ("carts"."custom_discounts_enabled" and "carts"."use_rule_promotions"))
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"subject" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status" integer,
	"response_body" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_subject_key_pk" PRIMARY KEY("subject","key")
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"cart_item" jsonb NOT NULL,
	"type" text NOT NULL,
	"product_id" uuid,
	"quantity" integer NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid,
	"cart_id" text,
	"status" text DEFAULT 'incomplete' NOT NULL,
	"payment" text DEFAULT 'unpaid' NOT NULL,
	"shipping" text DEFAULT 'unfulfilled' NOT NULL,
	"currency" text NOT NULL,
	"customer" jsonb NOT NULL,
	"billing_address" jsonb NOT NULL,
	"shipping_address" jsonb NOT NULL,
	"display_price" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sku" text NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'live' NOT NULL,
	"commodity_type" text DEFAULT 'physical' NOT NULL,
	"price" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"custom_inputs" jsonb,
	"components" jsonb,
	"image" jsonb,
	"manage_stock" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_status" CHECK ("products"."status" in ('live', 'draft'))
);
--> statement-breakpoint
CREATE TABLE "promotion_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"promotion_id" uuid NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"promotion_type" text NOT NULL,
	"schema" jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"automatic" boolean DEFAULT false NOT NULL,
	"min_cart_value" jsonb,
	"start" timestamp with time zone,
	"end" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotions_type" CHECK ("promotions"."promotion_type" in ('fixed_discount', 'percent_discount'))
);
--> statement-breakpoint
CREATE TABLE "rate_limit_windows" (
	"key" text NOT NULL,
	"window" bigint NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "rate_limit_windows_key_window_pk" PRIMARY KEY("key","window")
);
--> statement-breakpoint
CREATE TABLE "store_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_offerings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"external_ref" text,
	"owner" text DEFAULT 'store' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offering_name_length" CHECK (char_length("subscription_offerings"."name") between 3 and 1024),
	CONSTRAINT "offering_description_length" CHECK (char_length("subscription_offerings"."description") <= 1024),
	CONSTRAINT "offering_external_ref_length" CHECK (char_length("subscription_offerings"."external_ref") <= 2048),
	CONSTRAINT "offering_owner" CHECK ("subscription_offerings"."owner" in ('store', 'organization'))
);
--> statement-breakpoint
CREATE TABLE "subscription_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"offering_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"external_ref" text,
	"billing_interval_type" text NOT NULL,
	"billing_frequency" integer NOT NULL,
	"trial_period" integer,
	"plan_length" integer NOT NULL,
	"end_behavior" text NOT NULL,
	"can_pause" boolean NOT NULL,
	"can_resume" boolean NOT NULL,
	"can_cancel" boolean NOT NULL,
	"base_price_percentage" double precision,
	"fixed_price" jsonb,
	"owner" text DEFAULT 'store' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_name_length" CHECK (char_length("subscription_plans"."name") between 3 and 1024),
	CONSTRAINT "plan_description_length" CHECK (char_length("subscription_plans"."description") <= 1024),
	CONSTRAINT "plan_external_ref_length" CHECK (char_length("subscription_plans"."external_ref") <= 2048),
	CONSTRAINT "plan_interval" CHECK ("subscription_plans"."billing_interval_type" in ('day', 'week', 'month', 'year')),
	CONSTRAINT "plan_billing_frequency" CHECK ("subscription_plans"."billing_frequency" >= 1),
	CONSTRAINT "plan_length_min" CHECK ("subscription_plans"."plan_length" >= 1),
	CONSTRAINT "plan_end_behavior" CHECK ("subscription_plans"."end_behavior" in ('close', 'roll')),
	CONSTRAINT "plan_base_price_percentage" CHECK ("subscription_plans"."base_price_percentage" <= 100)
);
--> statement-breakpoint
CREATE TABLE "subscription_products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"offering_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"external_ref" text,
	"sku" text,
	"main_image" text,
	"price" jsonb,
	"price_units" jsonb,
	"owner" text DEFAULT 'store' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sub_product_name_length" CHECK (char_length("subscription_products"."name") between 3 and 1024),
	CONSTRAINT "sub_product_description_length" CHECK (char_length("subscription_products"."description") <= 1024),
	CONSTRAINT "sub_product_external_ref_length" CHECK (char_length("subscription_products"."external_ref") <= 2048),
	CONSTRAINT "sub_product_sku_length" CHECK (char_length("subscription_products"."sku") <= 1024),
	CONSTRAINT "sub_product_main_image_length" CHECK (char_length("subscription_products"."main_image") <= 1024)
);
--> statement-breakpoint
CREATE TABLE "subscription_states" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subscription_id" uuid NOT NULL,
	"action" text NOT NULL,
	"canceled" boolean NOT NULL,
	"paused" boolean NOT NULL,
	"closed" boolean NOT NULL,
	"suspended" boolean NOT NULL,
	"invoice_after" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_state_action" CHECK ("subscription_states"."action" in ('cancel', 'pause', 'resume'))
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"offering_id" uuid NOT NULL,
	"plan_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"external_ref" text,
	"payment_authority" jsonb,
	"manual_payments" boolean DEFAULT false NOT NULL,
	"owner" text DEFAULT 'store' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"canceled" boolean DEFAULT false NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"closed" boolean DEFAULT false NOT NULL,
	"suspended" boolean DEFAULT false NOT NULL,
	"pending" boolean DEFAULT false NOT NULL,
	"invoice_after" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	"paused_at" timestamp with time zone,
	"resumed_at" timestamp with time zone,
	"end_date" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_currency" CHECK ("subscriptions"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "subscription_external_ref_length" CHECK (char_length("subscriptions"."external_ref") <= 2048),
	CONSTRAINT "subscription_status" CHECK ("subscriptions"."status" in ('active', 'inactive')),
	CONSTRAINT "subscription_owner" CHECK ("subscriptions"."owner" in ('store', 'organization'))
);
--> statement-breakpoint
ALTER TABLE "account_members" ADD CONSTRAINT "account_members_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_custom_discounts" ADD CONSTRAINT "cart_custom_discounts_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_custom_discounts" ADD CONSTRAINT "cart_custom_discounts_cart_item_id_cart_items_id_fk" FOREIGN KEY ("cart_item_id") REFERENCES "public"."cart_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_item_taxes" ADD CONSTRAINT "cart_item_taxes_cart_item_id_cart_items_id_fk" FOREIGN KEY ("cart_item_id") REFERENCES "public"."cart_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_shipping_group_fk" FOREIGN KEY ("cart_id","shipping_group_id") REFERENCES "public"."cart_shipping_groups"("cart_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_shipping_groups" ADD CONSTRAINT "cart_shipping_groups_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_codes" ADD CONSTRAINT "promotion_codes_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_plans" ADD CONSTRAINT "subscription_plans_offering_id_subscription_offerings_id_fk" FOREIGN KEY ("offering_id") REFERENCES "public"."subscription_offerings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_products" ADD CONSTRAINT "subscription_products_offering_id_subscription_offerings_id_fk" FOREIGN KEY ("offering_id") REFERENCES "public"."subscription_offerings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_states" ADD CONSTRAINT "subscription_states_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_offering_id_subscription_offerings_id_fk" FOREIGN KEY ("offering_id") REFERENCES "public"."subscription_offerings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_plan_id_subscription_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."subscription_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "account_members_email_key" ON "account_members" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "cart_item_taxes_item_idx" ON "cart_item_taxes" USING btree ("cart_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_identity_key" ON "cart_items" USING btree ("cart_id","identity");--> statement-breakpoint
CREATE INDEX "cart_items_cart_idx" ON "cart_items" USING btree ("cart_id","position");--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id","position");--> statement-breakpoint
CREATE INDEX "orders_account_idx" ON "orders" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "products_sku_key" ON "products" USING btree ("sku");--> statement-breakpoint
CREATE UNIQUE INDEX "products_slug_key" ON "products" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_codes_code_key" ON "promotion_codes" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "subscription_states_sub_idx" ON "subscription_states" USING btree ("subscription_id","created_at");--> statement-breakpoint
CREATE INDEX "subscriptions_account_idx" ON "subscriptions" USING btree ("account_id");