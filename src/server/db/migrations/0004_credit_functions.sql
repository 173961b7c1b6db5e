-- The ledger's two hot operations as functions: a hold and a close (settle, release or expire) each run as one
-- statement, one round trip, holding the user's account lock only for as long as the statement runs.
-- Error codes: AT001 not enough credits, AT002 idempotency conflict, AT003 hold already closed, AT004 no such hold.
-- The per-user lock every ledger operation takes first: a transaction-scoped advisory lock (in memory, no row
-- written), so parallel requests of one user are serialised and none spends what another has already taken.
CREATE OR REPLACE FUNCTION credit_lock(p_user uuid) RETURNS void LANGUAGE sql AS $$
  SELECT pg_advisory_xact_lock(hashtextextended(p_user::text, 0));
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION credit_hold(
  p_user uuid, p_amount bigint, p_service text, p_event text, p_key text, p_now timestamptz, p_expires timestamptz
) RETURNS credit_holds LANGUAGE plpgsql AS $$
DECLARE
  v_hold credit_holds;
  v_left bigint := p_amount;
  v_take bigint;
  v_position int := 0;
  v_lot record;
BEGIN
  PERFORM credit_lock(p_user);
  IF p_key IS NOT NULL THEN
    SELECT * INTO v_hold FROM credit_holds WHERE user_id = p_user AND idempotency_key = p_key;
    IF FOUND THEN
      IF v_hold.amount <> p_amount OR v_hold.service <> p_service THEN
        RAISE EXCEPTION 'idempotency conflict' USING ERRCODE = 'AT002';
      END IF;
      RETURN v_hold;
    END IF;
  END IF;
  INSERT INTO credit_holds (user_id, idempotency_key, amount, service, event, expires_at, created_at)
  VALUES (p_user, p_key, p_amount, p_service, p_event, p_expires, p_now)
  RETURNING * INTO v_hold;
  -- Spend order: the subscription balance, then bought lots by earliest expiry, then credits that never expire.
  FOR v_lot IN
    SELECT id, remaining FROM credit_lots
    WHERE user_id = p_user AND remaining > 0 AND (expires_at IS NULL OR expires_at > p_now)
    ORDER BY CASE bucket WHEN 'subscription' THEN 0 WHEN 'topup' THEN 1 ELSE 2 END, expires_at ASC NULLS LAST, created_at
  LOOP
    EXIT WHEN v_left <= 0;
    v_take := least(v_left, v_lot.remaining);
    UPDATE credit_lots SET remaining = remaining - v_take WHERE id = v_lot.id;
    INSERT INTO credit_hold_parts (hold_id, lot_id, position, amount) VALUES (v_hold.id, v_lot.id, v_position, v_take);
    INSERT INTO credit_entries (user_id, lot_id, type, amount, hold_id, created_at)
    VALUES (p_user, v_lot.id, 'hold', -v_take, v_hold.id, p_now);
    v_position := v_position + 1;
    v_left := v_left - v_take;
  END LOOP;
  IF v_left > 0 THEN
    -- Undoes everything above: the statement fails as a whole.
    RAISE EXCEPTION 'insufficient credits' USING ERRCODE = 'AT001';
  END IF;
  RETURN v_hold;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION credit_close(
  p_hold uuid, p_user uuid, p_cost bigint, p_status credit_hold_status, p_now timestamptz
) RETURNS credit_holds LANGUAGE plpgsql AS $$
DECLARE
  v_hold credit_holds;
  v_charge bigint;
  v_left bigint;
  v_take bigint;
  v_part record;
  v_subscription bigint := 0;
  v_topup bigint := 0;
BEGIN
  PERFORM credit_lock(p_user);
  SELECT * INTO v_hold FROM credit_holds WHERE id = p_hold AND user_id = p_user;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'no such hold' USING ERRCODE = 'AT004';
  END IF;
  v_charge := CASE WHEN p_status = 'settled' THEN least(greatest(p_cost, 0), v_hold.amount) ELSE 0 END;
  IF v_hold.status <> 'held' THEN
    -- A repeat is answered as it was; anything else would charge twice or take a charge back.
    IF v_hold.status = p_status AND v_hold.charged = v_charge THEN
      RETURN v_hold;
    END IF;
    IF v_hold.status = 'settled' OR p_status = 'settled' THEN
      RAISE EXCEPTION 'hold closed' USING ERRCODE = 'AT003';
    END IF;
    RETURN v_hold;
  END IF;
  -- The charge takes from the parts in spend order; what is left of each part goes back to its lot.
  v_left := v_charge;
  FOR v_part IN
    SELECT p.lot_id, p.amount, l.bucket FROM credit_hold_parts p JOIN credit_lots l ON l.id = p.lot_id
    WHERE p.hold_id = p_hold ORDER BY p.position
  LOOP
    v_take := least(v_left, v_part.amount);
    v_left := v_left - v_take;
    IF v_part.bucket = 'subscription' THEN
      v_subscription := v_subscription + v_take;
    ELSE
      v_topup := v_topup + v_take;
    END IF;
    IF v_part.amount > v_take THEN
      UPDATE credit_lots SET remaining = remaining + (v_part.amount - v_take) WHERE id = v_part.lot_id;
      INSERT INTO credit_entries (user_id, lot_id, type, amount, hold_id, created_at)
      VALUES (p_user, v_part.lot_id, CASE WHEN p_status = 'settled' THEN 'settle' ELSE 'release' END::credit_entry_type,
              v_part.amount - v_take, p_hold, p_now);
    END IF;
  END LOOP;
  UPDATE credit_holds SET status = p_status, charged = v_charge, closed_at = p_now WHERE id = p_hold
  RETURNING * INTO v_hold;
  IF v_charge > 0 THEN
    INSERT INTO credit_charges (user_id, hold_id, service, event, credits, subscription_amount, topup_amount, created_at)
    VALUES (p_user, p_hold, v_hold.service, v_hold.event, v_charge, v_subscription, v_topup, p_now);
  END IF;
  RETURN v_hold;
END $$;
--> statement-breakpoint
-- Room on each page for the new version of a row, so the updates of every hold and settle stay on the page.
ALTER TABLE credit_lots SET (fillfactor = 70);
--> statement-breakpoint
ALTER TABLE credit_holds SET (fillfactor = 70);
