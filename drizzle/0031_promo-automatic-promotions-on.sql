-- One switch for automatic promotions (docs/money.md "Promotions"): a store that saved cart settings and does not use
-- custom discounts now gives its new carts the automatic promotions the admin lists as running. A store that never
-- saved settings keeps EP's defaults (its new carts take rule promotions only when a client asks).
UPDATE "cart_settings" SET "use_rule_promotions" = true WHERE "custom_discounts_enabled" = false;
