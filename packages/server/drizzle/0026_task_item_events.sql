CREATE TABLE "task_item_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"item_id" bigint NOT NULL,
	"space_id" integer NOT NULL,
	"state" varchar(20) NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE FUNCTION record_task_item_event() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.state IN ('runSuccessfully', 'runFailed', 'waitTimeout') AND NEW.state IS DISTINCT FROM OLD.state THEN
    INSERT INTO task_item_events (item_id, space_id, state) VALUES (NEW.id, NEW.space_id, NEW.state);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER task_data_items_record_events AFTER UPDATE OF state ON task_data_items
  FOR EACH ROW EXECUTE FUNCTION record_task_item_event();--> statement-breakpoint
INSERT INTO webhook_cursor (id, last_event_id) VALUES (2, 0);
