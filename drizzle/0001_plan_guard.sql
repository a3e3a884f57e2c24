-- An add-to-cart planned from what the process remembers of the cart (lib/storage/carts/fast-cart-store.ts)
-- writes only when the database still holds what the plan assumed; otherwise this raises SQLSTATE CW001
-- inside the write statement, the transaction rolls back whole and the add is planned again from a read.
CREATE FUNCTION cartwright_expect_plan(holds boolean) RETURNS boolean
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  IF holds IS NOT TRUE THEN
    RAISE EXCEPTION 'the add was planned on a cart that has changed' USING ERRCODE = 'CW001';
  END IF;
  RETURN true;
END
$$;
