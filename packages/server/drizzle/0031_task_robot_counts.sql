-- Run counts per robot (robot 0: runs no robot took) by day and by month, kept
-- exact like task_daily (0030) by statement triggers reading the transition
-- tables: each statement's changed runs are summed into signed deltas (-1 for a
-- run's old group, +1 for its new one) and added to both tables in one statement.
CREATE TABLE "task_robot_daily" (
	"day" date NOT NULL,
	"department_id" integer NOT NULL,
	"process_id" integer NOT NULL,
	"robot_id" integer NOT NULL,
	"state" varchar(10) NOT NULL,
	"robot_name" varchar(64) DEFAULT '' NOT NULL,
	"runs" integer DEFAULT 0 NOT NULL,
	"timed" integer DEFAULT 0 NOT NULL,
	"run_seconds" double precision DEFAULT 0 NOT NULL,
	CONSTRAINT "task_robot_daily_day_department_id_process_id_robot_id_state_pk" PRIMARY KEY("day","department_id","process_id","robot_id","state")
);
--> statement-breakpoint
CREATE TABLE "task_robot_monthly" (
	"month" date NOT NULL,
	"department_id" integer NOT NULL,
	"process_id" integer NOT NULL,
	"robot_id" integer NOT NULL,
	"state" varchar(10) NOT NULL,
	"robot_name" varchar(64) DEFAULT '' NOT NULL,
	"runs" integer DEFAULT 0 NOT NULL,
	"timed" integer DEFAULT 0 NOT NULL,
	"run_seconds" double precision DEFAULT 0 NOT NULL,
	CONSTRAINT "task_robot_monthly_month_department_id_process_id_robot_id_state_pk" PRIMARY KEY("month","department_id","process_id","robot_id","state")
);
--> statement-breakpoint
CREATE FUNCTION "task_robot_count_statement"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE z text;
BEGIN
  -- Without a zone the counts are not kept yet: the server counts them when it starts.
  SELECT "zone" INTO z FROM "task_daily_zone" WHERE "id" = 1;
  IF z IS NULL THEN RETURN NULL; END IF;
  -- Each branch names only the transition tables its event has.
  IF TG_OP = 'INSERT' THEN
    WITH t AS (
      SELECT 1 AS sign, n.* FROM new_rows n
    ), delta AS (
      SELECT (t.created_at AT TIME ZONE z)::date AS day, t.department_id, t.process_id,
        COALESCE(t.robot_id, 0) AS robot_id, t.state, max(t.robot_name) AS robot_name,
        sum(t.sign)::int AS runs,
        COALESCE(sum(t.sign) FILTER (WHERE t.started_at IS NOT NULL AND t.finished_at IS NOT NULL), 0)::int AS timed,
        COALESCE(sum(t.sign * EXTRACT(EPOCH FROM (t.finished_at - t.started_at))), 0)::float8 AS run_seconds
      FROM t GROUP BY 1, 2, 3, 4, 5
    ), monthly AS (
      INSERT INTO "task_robot_monthly" AS m ("month", "department_id", "process_id", "robot_id", "state", "robot_name", "runs", "timed", "run_seconds")
      SELECT date_trunc('month', day::timestamp)::date, department_id, process_id, robot_id, state, max(robot_name), sum(runs), sum(timed), sum(run_seconds)
      FROM delta GROUP BY 1, 2, 3, 4, 5
      ON CONFLICT ("month", "department_id", "process_id", "robot_id", "state") DO UPDATE SET
        "runs" = m."runs" + EXCLUDED."runs", "timed" = m."timed" + EXCLUDED."timed",
        "run_seconds" = m."run_seconds" + EXCLUDED."run_seconds",
        "robot_name" = CASE WHEN EXCLUDED."runs" > 0 AND EXCLUDED."robot_name" <> '' THEN EXCLUDED."robot_name" ELSE m."robot_name" END
    )
    INSERT INTO "task_robot_daily" AS d ("day", "department_id", "process_id", "robot_id", "state", "robot_name", "runs", "timed", "run_seconds")
    SELECT day, department_id, process_id, robot_id, state, robot_name, runs, timed, run_seconds FROM delta
    ON CONFLICT ("day", "department_id", "process_id", "robot_id", "state") DO UPDATE SET
      "runs" = d."runs" + EXCLUDED."runs", "timed" = d."timed" + EXCLUDED."timed",
      "run_seconds" = d."run_seconds" + EXCLUDED."run_seconds",
      "robot_name" = CASE WHEN EXCLUDED."runs" > 0 AND EXCLUDED."robot_name" <> '' THEN EXCLUDED."robot_name" ELSE d."robot_name" END;
  ELSIF TG_OP = 'DELETE' THEN
    WITH t AS (
      SELECT -1 AS sign, o.* FROM old_rows o
    ), delta AS (
      SELECT (t.created_at AT TIME ZONE z)::date AS day, t.department_id, t.process_id,
        COALESCE(t.robot_id, 0) AS robot_id, t.state, max(t.robot_name) AS robot_name,
        sum(t.sign)::int AS runs,
        COALESCE(sum(t.sign) FILTER (WHERE t.started_at IS NOT NULL AND t.finished_at IS NOT NULL), 0)::int AS timed,
        COALESCE(sum(t.sign * EXTRACT(EPOCH FROM (t.finished_at - t.started_at))), 0)::float8 AS run_seconds
      FROM t GROUP BY 1, 2, 3, 4, 5
    ), monthly AS (
      INSERT INTO "task_robot_monthly" AS m ("month", "department_id", "process_id", "robot_id", "state", "robot_name", "runs", "timed", "run_seconds")
      SELECT date_trunc('month', day::timestamp)::date, department_id, process_id, robot_id, state, max(robot_name), sum(runs), sum(timed), sum(run_seconds)
      FROM delta GROUP BY 1, 2, 3, 4, 5
      ON CONFLICT ("month", "department_id", "process_id", "robot_id", "state") DO UPDATE SET
        "runs" = m."runs" + EXCLUDED."runs", "timed" = m."timed" + EXCLUDED."timed",
        "run_seconds" = m."run_seconds" + EXCLUDED."run_seconds",
        "robot_name" = CASE WHEN EXCLUDED."runs" > 0 AND EXCLUDED."robot_name" <> '' THEN EXCLUDED."robot_name" ELSE m."robot_name" END
    )
    INSERT INTO "task_robot_daily" AS d ("day", "department_id", "process_id", "robot_id", "state", "robot_name", "runs", "timed", "run_seconds")
    SELECT day, department_id, process_id, robot_id, state, robot_name, runs, timed, run_seconds FROM delta
    ON CONFLICT ("day", "department_id", "process_id", "robot_id", "state") DO UPDATE SET
      "runs" = d."runs" + EXCLUDED."runs", "timed" = d."timed" + EXCLUDED."timed",
      "run_seconds" = d."run_seconds" + EXCLUDED."run_seconds",
      "robot_name" = CASE WHEN EXCLUDED."runs" > 0 AND EXCLUDED."robot_name" <> '' THEN EXCLUDED."robot_name" ELSE d."robot_name" END;
  ELSE
    -- Only runs whose counted columns changed move from one group to another.
    WITH t AS (
      SELECT -1 AS sign, o.* FROM old_rows o JOIN new_rows n ON n.id = o.id
        WHERE o.state IS DISTINCT FROM n.state OR o.department_id IS DISTINCT FROM n.department_id
          OR o.process_id IS DISTINCT FROM n.process_id OR o.created_at IS DISTINCT FROM n.created_at
          OR o.started_at IS DISTINCT FROM n.started_at OR o.finished_at IS DISTINCT FROM n.finished_at
          OR o.robot_id IS DISTINCT FROM n.robot_id
      UNION ALL
      SELECT 1 AS sign, n.* FROM new_rows n JOIN old_rows o ON o.id = n.id
        WHERE o.state IS DISTINCT FROM n.state OR o.department_id IS DISTINCT FROM n.department_id
          OR o.process_id IS DISTINCT FROM n.process_id OR o.created_at IS DISTINCT FROM n.created_at
          OR o.started_at IS DISTINCT FROM n.started_at OR o.finished_at IS DISTINCT FROM n.finished_at
          OR o.robot_id IS DISTINCT FROM n.robot_id
    ), delta AS (
      SELECT (t.created_at AT TIME ZONE z)::date AS day, t.department_id, t.process_id,
        COALESCE(t.robot_id, 0) AS robot_id, t.state, max(t.robot_name) AS robot_name,
        sum(t.sign)::int AS runs,
        COALESCE(sum(t.sign) FILTER (WHERE t.started_at IS NOT NULL AND t.finished_at IS NOT NULL), 0)::int AS timed,
        COALESCE(sum(t.sign * EXTRACT(EPOCH FROM (t.finished_at - t.started_at))), 0)::float8 AS run_seconds
      FROM t GROUP BY 1, 2, 3, 4, 5
    ), monthly AS (
      INSERT INTO "task_robot_monthly" AS m ("month", "department_id", "process_id", "robot_id", "state", "robot_name", "runs", "timed", "run_seconds")
      SELECT date_trunc('month', day::timestamp)::date, department_id, process_id, robot_id, state, max(robot_name), sum(runs), sum(timed), sum(run_seconds)
      FROM delta GROUP BY 1, 2, 3, 4, 5
      ON CONFLICT ("month", "department_id", "process_id", "robot_id", "state") DO UPDATE SET
        "runs" = m."runs" + EXCLUDED."runs", "timed" = m."timed" + EXCLUDED."timed",
        "run_seconds" = m."run_seconds" + EXCLUDED."run_seconds",
        "robot_name" = CASE WHEN EXCLUDED."runs" > 0 AND EXCLUDED."robot_name" <> '' THEN EXCLUDED."robot_name" ELSE m."robot_name" END
    )
    INSERT INTO "task_robot_daily" AS d ("day", "department_id", "process_id", "robot_id", "state", "robot_name", "runs", "timed", "run_seconds")
    SELECT day, department_id, process_id, robot_id, state, robot_name, runs, timed, run_seconds FROM delta
    ON CONFLICT ("day", "department_id", "process_id", "robot_id", "state") DO UPDATE SET
      "runs" = d."runs" + EXCLUDED."runs", "timed" = d."timed" + EXCLUDED."timed",
      "run_seconds" = d."run_seconds" + EXCLUDED."run_seconds",
      "robot_name" = CASE WHEN EXCLUDED."runs" > 0 AND EXCLUDED."robot_name" <> '' THEN EXCLUDED."robot_name" ELSE d."robot_name" END;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "tasks_robot_count_insert" AFTER INSERT ON "tasks"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "task_robot_count_statement"();--> statement-breakpoint
CREATE TRIGGER "tasks_robot_count_update" AFTER UPDATE ON "tasks"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "task_robot_count_statement"();--> statement-breakpoint
CREATE TRIGGER "tasks_robot_count_delete" AFTER DELETE ON "tasks"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "task_robot_count_statement"();--> statement-breakpoint
-- The server counts every table again at its next start (as when TIMEZONE changes),
-- so the robots' runs so far are counted with the rest, under one lock.
DELETE FROM "task_daily_zone";
