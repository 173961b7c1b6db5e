-- A hold may say what it paid for (`subject`, e.g. `bot:<id>`), so a service lists its charges from the
-- ledger itself: a bot's orders outlive the conversations and sources they paid for. The hold function takes
-- it as one more argument and writes it in the same statement. Answers are found by their hold.
ALTER TABLE "credit_holds" ADD COLUMN "subject" text;--> statement-breakpoint
CREATE INDEX "credit_holds_subject_idx" ON "credit_holds" USING btree ("user_id","subject","created_at") WHERE "credit_holds"."subject" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "chat_messages_hold_idx" ON "chat_messages" USING btree ("hold_id") WHERE "chat_messages"."hold_id" IS NOT NULL;
--> statement-breakpoint
DROP FUNCTION IF EXISTS credit_hold(uuid, bigint, text, text, text, timestamptz, timestamptz, boolean);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION credit_hold(
  p_user uuid, p_amount bigint, p_service text, p_event text, p_key text, p_now timestamptz,
  p_expires timestamptz, p_requires_plan boolean, p_subject text
) RETURNS credit_holds LANGUAGE plpgsql AS $$
DECLARE
  v_hold credit_holds;
  v_left bigint := p_amount;
  v_take bigint;
  v_position int := 0;
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
