-- Closes (settle, release, expire) of many holds in one statement: the server gathers the closes that arrive
-- together and sends them as one batch, one round trip and one commit, instead of one statement each. A close
-- is not on anyone's critical path (the work is done), so the batch also leaves the other connections to holds.
-- The close itself moves to credit_close_or_code, which answers its refusal as a code instead of raising it:
-- credit_close raises it as before, and the batch answers it for that hold alone.
CREATE OR REPLACE FUNCTION credit_close_or_code(
  p_hold uuid, p_user uuid, p_cost bigint, p_status credit_hold_status, p_now timestamptz,
  OUT hold credit_holds, OUT error text
) LANGUAGE plpgsql AS $$
DECLARE
  v_charge bigint;
  v_left bigint;
  v_take bigint;
  v_part record;
  v_subscription bigint := 0;
  v_topup bigint := 0;
BEGIN
  SELECT * INTO hold FROM credit_holds WHERE id = p_hold AND user_id = p_user;
  IF NOT FOUND THEN
    error := 'AT004';
    RETURN;
  END IF;
  v_charge := CASE WHEN p_status = 'settled' THEN least(greatest(p_cost, 0), hold.amount) ELSE 0 END;
  IF hold.status <> 'held' THEN
    -- A repeat is answered as it was; anything else would charge twice or take a charge back.
    IF hold.status <> p_status OR hold.charged <> v_charge THEN
      IF hold.status = 'settled' OR p_status = 'settled' THEN
        error := 'AT003';
      END IF;
    END IF;
    RETURN;
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
  RETURNING * INTO hold;
  IF v_charge > 0 THEN
    INSERT INTO credit_charges (user_id, hold_id, service, event, credits, subscription_amount, topup_amount, created_at)
    VALUES (p_user, p_hold, hold.service, hold.event, v_charge, v_subscription, v_topup, p_now);
  END IF;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION credit_close(
  p_hold uuid, p_user uuid, p_cost bigint, p_status credit_hold_status, p_now timestamptz
) RETURNS credit_holds LANGUAGE plpgsql AS $$
DECLARE
  v_closed record;
BEGIN
  PERFORM credit_lock(p_user);
  v_closed := credit_close_or_code(p_hold, p_user, p_cost, p_status, p_now);
  IF v_closed.error IS NOT NULL THEN
    RAISE EXCEPTION 'hold not closed' USING ERRCODE = v_closed.error;
  END IF;
  RETURN v_closed.hold;
END $$;
--> statement-breakpoint
-- `p_closes` is a JSON array of {place, hold_id, user_id, cost, status, closed_at}; the answer has one row per
-- close, by its place. The batch never waits for a user's lock (pg_try_advisory_xact_lock): a close whose user is
-- busy in another transaction is answered 'busy' and sent again on its own. So a batch, which holds several
-- users' locks, never waits while holding them: it cannot deadlock with a transaction that takes two users'
-- locks, nor stall the other closes behind one slow transaction.
CREATE OR REPLACE FUNCTION credit_close_many(p_closes jsonb)
RETURNS TABLE (place int, hold credit_holds, error text) LANGUAGE plpgsql AS $$
DECLARE
  v_close record;
  v_closed record;
BEGIN
  FOR v_close IN
    SELECT c.place, c.hold_id, c.user_id, c.cost, c.status, c.closed_at
    FROM jsonb_to_recordset(p_closes)
      AS c(place int, hold_id uuid, user_id uuid, cost bigint, status credit_hold_status, closed_at timestamptz)
    ORDER BY c.place
  LOOP
    place := v_close.place;
    IF NOT pg_try_advisory_xact_lock(hashtextextended(v_close.user_id::text, 0)) THEN
      hold := NULL;
      error := 'busy';
    ELSE
      v_closed := credit_close_or_code(v_close.hold_id, v_close.user_id, v_close.cost, v_close.status, v_close.closed_at);
      hold := v_closed.hold;
      error := v_closed.error;
    END IF;
    RETURN NEXT;
  END LOOP;
END $$;
