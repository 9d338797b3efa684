-- The daily counts (0011) kept once per statement rather than once per row:
-- a scheduler pass inserts hundreds of tasks and the dispatcher claims a batch
-- in one update, and a row trigger then read the zone and upserted the same
-- count row once for every task. The statement triggers read the statement's
-- transition tables and add or subtract each group's totals in one upsert.
-- The counts stay exact: every insert, update and delete of tasks reaches them.
DROP TRIGGER "tasks_daily_count" ON "tasks";--> statement-breakpoint
DROP FUNCTION "task_daily_count"();--> statement-breakpoint
CREATE FUNCTION "task_daily_count_statement"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE z text;
BEGIN
  -- Without a zone the counts are not kept yet: the server counts them when it starts.
  SELECT "zone" INTO z FROM "task_daily_zone" WHERE "id" = 1;
  IF z IS NULL THEN RETURN NULL; END IF;
  -- Each branch names only the transition tables its event has.
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "task_daily" AS d ("day", "department_id", "process_id", "state", "runs", "timed", "run_seconds")
    SELECT (n.created_at AT TIME ZONE z)::date, n.department_id, n.process_id, n.state,
      count(*), count(*) FILTER (WHERE n.started_at IS NOT NULL AND n.finished_at IS NOT NULL),
      COALESCE(sum(EXTRACT(EPOCH FROM (n.finished_at - n.started_at))), 0)
    FROM new_rows n
    GROUP BY 1, 2, 3, 4
    ON CONFLICT ("day", "department_id", "process_id", "state") DO UPDATE SET
      "runs" = d."runs" + EXCLUDED."runs", "timed" = d."timed" + EXCLUDED."timed",
      "run_seconds" = d."run_seconds" + EXCLUDED."run_seconds";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "task_daily" AS d ("day", "department_id", "process_id", "state", "runs", "timed", "run_seconds")
    SELECT (o.created_at AT TIME ZONE z)::date, o.department_id, o.process_id, o.state,
      -count(*), -count(*) FILTER (WHERE o.started_at IS NOT NULL AND o.finished_at IS NOT NULL),
      -COALESCE(sum(EXTRACT(EPOCH FROM (o.finished_at - o.started_at))), 0)
    FROM old_rows o
    GROUP BY 1, 2, 3, 4
    ON CONFLICT ("day", "department_id", "process_id", "state") DO UPDATE SET
      "runs" = d."runs" + EXCLUDED."runs", "timed" = d."timed" + EXCLUDED."timed",
      "run_seconds" = d."run_seconds" + EXCLUDED."run_seconds";
  ELSE
    -- Only rows whose counted columns changed move from one group to another.
    INSERT INTO "task_daily" AS d ("day", "department_id", "process_id", "state", "runs", "timed", "run_seconds")
    SELECT (o.created_at AT TIME ZONE z)::date, o.department_id, o.process_id, o.state,
      -count(*), -count(*) FILTER (WHERE o.started_at IS NOT NULL AND o.finished_at IS NOT NULL),
      -COALESCE(sum(EXTRACT(EPOCH FROM (o.finished_at - o.started_at))), 0)
    FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE o.state IS DISTINCT FROM n.state OR o.department_id IS DISTINCT FROM n.department_id
      OR o.process_id IS DISTINCT FROM n.process_id OR o.created_at IS DISTINCT FROM n.created_at
      OR o.started_at IS DISTINCT FROM n.started_at OR o.finished_at IS DISTINCT FROM n.finished_at
    GROUP BY 1, 2, 3, 4
    ON CONFLICT ("day", "department_id", "process_id", "state") DO UPDATE SET
      "runs" = d."runs" + EXCLUDED."runs", "timed" = d."timed" + EXCLUDED."timed",
      "run_seconds" = d."run_seconds" + EXCLUDED."run_seconds";
    INSERT INTO "task_daily" AS d ("day", "department_id", "process_id", "state", "runs", "timed", "run_seconds")
    SELECT (n.created_at AT TIME ZONE z)::date, n.department_id, n.process_id, n.state,
      count(*), count(*) FILTER (WHERE n.started_at IS NOT NULL AND n.finished_at IS NOT NULL),
      COALESCE(sum(EXTRACT(EPOCH FROM (n.finished_at - n.started_at))), 0)
    FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE o.state IS DISTINCT FROM n.state OR o.department_id IS DISTINCT FROM n.department_id
      OR o.process_id IS DISTINCT FROM n.process_id OR o.created_at IS DISTINCT FROM n.created_at
      OR o.started_at IS DISTINCT FROM n.started_at OR o.finished_at IS DISTINCT FROM n.finished_at
    GROUP BY 1, 2, 3, 4
    ON CONFLICT ("day", "department_id", "process_id", "state") DO UPDATE SET
      "runs" = d."runs" + EXCLUDED."runs", "timed" = d."timed" + EXCLUDED."timed",
      "run_seconds" = d."run_seconds" + EXCLUDED."run_seconds";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "tasks_daily_count_insert" AFTER INSERT ON "tasks"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "task_daily_count_statement"();--> statement-breakpoint
CREATE TRIGGER "tasks_daily_count_update" AFTER UPDATE ON "tasks"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "task_daily_count_statement"();--> statement-breakpoint
CREATE TRIGGER "tasks_daily_count_delete" AFTER DELETE ON "tasks"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "task_daily_count_statement"();
