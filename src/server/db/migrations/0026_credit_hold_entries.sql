-- A hold writes fewer rows and index entries, as it runs for every paid request. Its parts (which lot gave how
-- much, in spend order) were written twice: as credit_hold_parts rows and as the hold's own 'hold' entries
-- (same lot, same amount negated, written in the same loop, so in id order). The entries stay, being the
-- ledger; the parts table goes, with its row, primary-key entry and two foreign-key checks per lot, and a close
-- reads the hold's entries through a partial index instead. The idempotency key's unique index only holds keyed
-- holds: keyless ones could never conflict in it (nulls are distinct), so they no longer write an entry there.
CREATE INDEX "credit_entries_hold_idx" ON "credit_entries" USING btree ("hold_id") WHERE "credit_entries"."type" = 'hold';--> statement-breakpoint
DROP INDEX "credit_holds_key_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "credit_holds_key_unique" ON "credit_holds" USING btree ("user_id","idempotency_key") WHERE "credit_holds"."idempotency_key" IS NOT NULL;--> statement-breakpoint
-- Every part has had its entry since the functions were written (migration 0004): stop rather than lose a
-- part if a database says otherwise.
DO $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM credit_hold_parts p
    WHERE NOT EXISTS (
      SELECT 1 FROM credit_entries e
      WHERE e.hold_id = p.hold_id AND e.lot_id = p.lot_id AND e.type = 'hold' AND e.amount = -p.amount
    )
  ) THEN
    RAISE EXCEPTION 'a credit hold part has no hold entry';
  END IF;
END $$;
--> statement-breakpoint
DROP TABLE "credit_hold_parts";--> statement-breakpoint
CREATE OR REPLACE FUNCTION credit_hold(
  p_user uuid, p_amount bigint, p_service text, p_event text, p_key text, p_now timestamptz,
  p_expires timestamptz, p_requires_plan boolean, p_subject text
) RETURNS credit_holds LANGUAGE plpgsql AS $$
DECLARE
  v_hold credit_holds;
  v_left bigint := p_amount;
  v_take bigint;
  v_lot record;
  v_plan record;
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
  IF p_requires_plan THEN
    SELECT status, period_end INTO v_plan FROM subscriptions
    WHERE user_id = p_user ORDER BY period_end DESC LIMIT 1;
    IF NOT FOUND OR v_plan.status = 'past_due' OR v_plan.period_end <= p_now THEN
      RAISE EXCEPTION 'a paid plan is needed' USING ERRCODE = 'AT005';
    END IF;
  END IF;
  INSERT INTO credit_holds (user_id, idempotency_key, amount, service, event, subject, expires_at, created_at)
  VALUES (p_user, p_key, p_amount, p_service, p_event, p_subject, p_expires, p_now)
  RETURNING * INTO v_hold;
  -- Spend order: the subscription balance, then bought lots by earliest expiry, then credits that never expire.
  -- Each lot's 'hold' entry is the hold's part from it; their ids keep this order for the close.
  FOR v_lot IN
    SELECT id, remaining FROM credit_lots
    WHERE user_id = p_user AND remaining > 0 AND (expires_at IS NULL OR expires_at > p_now)
    ORDER BY CASE bucket WHEN 'subscription' THEN 0 WHEN 'topup' THEN 1 ELSE 2 END, expires_at ASC NULLS LAST, created_at
  LOOP
    EXIT WHEN v_left <= 0;
    v_take := least(v_left, v_lot.remaining);
    UPDATE credit_lots SET remaining = remaining - v_take WHERE id = v_lot.id;
    INSERT INTO credit_entries (user_id, lot_id, type, amount, hold_id, created_at)
    VALUES (p_user, v_lot.id, 'hold', -v_take, v_hold.id, p_now);
    v_left := v_left - v_take;
  END LOOP;
  IF v_left > 0 THEN
    -- Undoes everything above: the statement fails as a whole.
    RAISE EXCEPTION 'insufficient credits' USING ERRCODE = 'AT001';
  END IF;
  RETURN v_hold;
END $$;
--> statement-breakpoint
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
  -- The charge takes from the hold's parts (its 'hold' entries) in spend order; what is left of each part goes
  -- back to its lot.
  v_left := v_charge;
  FOR v_part IN
    SELECT e.lot_id, -e.amount AS amount, l.bucket FROM credit_entries e JOIN credit_lots l ON l.id = e.lot_id
    WHERE e.hold_id = p_hold AND e.type = 'hold' ORDER BY e.id
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
