-- Money taken before this migration: a purchase when it was made, a capture when it was last changed.
UPDATE "order_transactions" SET "money_taken_at" = CASE WHEN "transaction_type" = 'capture' THEN "updated_at" ELSE "created_at" END
  WHERE "status" = 'complete' AND "transaction_type" <> 'authorize';--> statement-breakpoint
-- Refunds made before order_refunds existed, one row per refunded transaction (what was for which lines is not known).
INSERT INTO "order_refunds" ("order_id", "amount", "currency", "manual_amount", "created_at")
  SELECT "order_id", "refunded_amount", "currency", CASE WHEN "gateway" = 'manual' THEN "refunded_amount" ELSE 0 END, "updated_at"
  FROM "order_transactions" WHERE "refunded_amount" > 0;
