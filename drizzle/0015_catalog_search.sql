CREATE TABLE "product_search" (
	"product_id" uuid PRIMARY KEY NOT NULL,
	"vector" "tsvector" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "node_products_product_idx";--> statement-breakpoint
ALTER TABLE "product_search" ADD CONSTRAINT "product_search_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_search_vector_idx" ON "product_search" USING gin ("vector");--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "node_products_product_idx" ON "node_products" USING btree ("product_id","node_id");--> statement-breakpoint
-- What catalog search matches in a product (lib/storage/schema.ts productSearch): its one definition.
CREATE FUNCTION product_search_vector(name text, sku text, description text) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT setweight(to_tsvector('english'::regconfig, name), 'A') || setweight(to_tsvector('simple'::regconfig, name), 'B')
    || setweight(to_tsvector('simple'::regconfig, sku), 'C') || setweight(to_tsvector('english'::regconfig, description), 'D')
$$;--> statement-breakpoint
-- The words of a name as search_words keeps them: lower-case runs of letters and digits that hold a letter.
CREATE FUNCTION product_name_words(name text) RETURNS SETOF text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT DISTINCT w FROM regexp_split_to_table(lower(name), '[^[:alnum:]]+') w WHERE w ~ '[[:alpha:]]'
$$;--> statement-breakpoint
-- Kept by triggers: a statement's inserted products at once (a bulk load is one statement), a row's change of the
-- words it is searched by as it happens; deleting a product deletes its row (the foreign key).
CREATE FUNCTION product_search_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
  INSERT INTO product_search (product_id, vector) SELECT id, product_search_vector(name, sku, description) FROM new_rows;
  INSERT INTO search_words (word) SELECT DISTINCT product_name_words(name) FROM new_rows ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION product_search_after_update() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
  INSERT INTO product_search (product_id, vector) VALUES (NEW.id, product_search_vector(NEW.name, NEW.sku, NEW.description))
  ON CONFLICT (product_id) DO UPDATE SET vector = excluded.vector;
  INSERT INTO search_words (word) SELECT product_name_words(NEW.name) ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER product_search_insert AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_search_after_insert();--> statement-breakpoint
CREATE TRIGGER product_search_update AFTER UPDATE OF name, sku, description ON products FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.sku IS DISTINCT FROM NEW.sku OR OLD.description IS DISTINCT FROM NEW.description)
  EXECUTE FUNCTION product_search_after_update();--> statement-breakpoint
INSERT INTO product_search (product_id, vector) SELECT id, product_search_vector(name, sku, description) FROM products;--> statement-breakpoint
INSERT INTO search_words (word) SELECT DISTINCT product_name_words(name) FROM products ON CONFLICT DO NOTHING;
