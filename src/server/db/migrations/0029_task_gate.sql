-- A task's creation as one statement. What it checked in a transaction of its own (the account lock, the
-- press already answered, the user's unfinished tasks) is a function the insert calls for the new row's id,
-- next to its credit hold: a task is written only through this gate, and a refusal or a repeat undoes the
-- whole statement, hold included. Each query of a plpgsql function reads what was committed before it runs,
-- so the checks, made under the lock, see every task another request of the user wrote first.
-- Error codes: TK001 too many unfinished tasks, TK002 this press made a task already.
CREATE OR REPLACE FUNCTION task_gate(
  p_user uuid, p_client_key text, p_family task_kind[], p_limit int, p_id uuid
) RETURNS uuid LANGUAGE plpgsql AS $$
BEGIN
  PERFORM credit_lock(p_user);
  IF EXISTS (SELECT 1 FROM tasks WHERE user_id = p_user AND client_key = p_client_key) THEN
    RAISE EXCEPTION 'this press made a task already' USING ERRCODE = 'TK002';
  END IF;
  IF (
    SELECT count(*) FROM tasks
    WHERE user_id = p_user AND status IN ('queued', 'running') AND kind = ANY (p_family)
  ) >= p_limit THEN
    RAISE EXCEPTION 'too many unfinished tasks' USING ERRCODE = 'TK001';
  END IF;
  RETURN p_id;
END $$;
