CREATE TABLE "task_daily" (
	"day" date NOT NULL,
	"department_id" integer NOT NULL,
	"process_id" integer NOT NULL,
	"state" varchar(10) NOT NULL,
	"runs" integer DEFAULT 0 NOT NULL,
	"timed" integer DEFAULT 0 NOT NULL,
	"run_seconds" double precision DEFAULT 0 NOT NULL,
	CONSTRAINT "task_daily_day_department_id_process_id_state_pk" PRIMARY KEY("day","department_id","process_id","state")
);
--> statement-breakpoint
CREATE TABLE "task_daily_zone" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"zone" text DEFAULT 'UTC' NOT NULL
);
--> statement-breakpoint
CREATE FUNCTION "task_daily_count"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE z text;
BEGIN
  -- Without a zone the counts are not kept yet: the server counts them when it starts.
  SELECT "zone" INTO z FROM "task_daily_zone" WHERE "id" = 1;
  IF z IS NULL THEN RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' AND OLD.state = NEW.state AND OLD.department_id = NEW.department_id
     AND OLD.process_id = NEW.process_id AND OLD.created_at = NEW.created_at
     AND OLD.started_at IS NOT DISTINCT FROM NEW.started_at
     AND OLD.finished_at IS NOT DISTINCT FROM NEW.finished_at THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "task_daily" SET
      "runs" = "runs" - 1,
      "timed" = "timed" - (CASE WHEN OLD.started_at IS NOT NULL AND OLD.finished_at IS NOT NULL THEN 1 ELSE 0 END),
      "run_seconds" = "run_seconds" - COALESCE(EXTRACT(EPOCH FROM (OLD.finished_at - OLD.started_at)), 0)
    WHERE "day" = (OLD.created_at AT TIME ZONE z)::date AND "department_id" = OLD.department_id
      AND "process_id" = OLD.process_id AND "state" = OLD.state;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "task_daily" AS d ("day", "department_id", "process_id", "state", "runs", "timed", "run_seconds")
    VALUES ((NEW.created_at AT TIME ZONE z)::date, NEW.department_id, NEW.process_id, NEW.state, 1,
      CASE WHEN NEW.started_at IS NOT NULL AND NEW.finished_at IS NOT NULL THEN 1 ELSE 0 END,
      COALESCE(EXTRACT(EPOCH FROM (NEW.finished_at - NEW.started_at)), 0))
    ON CONFLICT ("day", "department_id", "process_id", "state") DO UPDATE SET
      "runs" = d."runs" + 1,
      "timed" = d."timed" + EXCLUDED."timed",
      "run_seconds" = d."run_seconds" + EXCLUDED."run_seconds";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "tasks_daily_count" AFTER INSERT OR UPDATE OR DELETE ON "tasks"
  FOR EACH ROW EXECUTE FUNCTION "task_daily_count"();
