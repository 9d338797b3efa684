ALTER TABLE "housekeepers" ADD COLUMN "connection_id" varchar(32);--> statement-breakpoint
ALTER TABLE "housekeepers" ADD COLUMN "version" varchar(32) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "housekeepers" ADD COLUMN "desktops" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- The live console (0029) hears when a steward connects, disconnects or its
-- desktops change; a beat that changes nothing announces nothing.
CREATE FUNCTION live_housekeeper() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('rpa_live', json_build_object('k', 'housekeeper', 'id', OLD.id, 'd', OLD.department_id)::text);
  ELSIF TG_OP = 'INSERT' OR NEW.connected IS DISTINCT FROM OLD.connected OR NEW.desktops IS DISTINCT FROM OLD.desktops
      OR NEW.housekeeper_alias IS DISTINCT FROM OLD.housekeeper_alias THEN
    PERFORM pg_notify('rpa_live', json_build_object('k', 'housekeeper', 'id', NEW.id, 'd', NEW.department_id)::text);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER housekeepers_live AFTER INSERT OR UPDATE OR DELETE ON housekeepers
  FOR EACH ROW EXECUTE FUNCTION live_housekeeper();--> statement-breakpoint
-- What a running steward must be told (modules/housekeepers/steward): its alias,
-- and the robots it keeps desktops for with their resolutions. Every node hears
-- it and tells the stewards it holds; `gone` means the steward was deleted.
CREATE FUNCTION steward_housekeeper() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('rpa_steward', json_build_object('h', OLD.id, 'gone', true)::text);
  ELSIF NEW.housekeeper_alias IS DISTINCT FROM OLD.housekeeper_alias THEN
    PERFORM pg_notify('rpa_steward', json_build_object('h', NEW.id)::text);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER housekeepers_steward AFTER UPDATE OF housekeeper_alias OR DELETE ON housekeepers
  FOR EACH ROW EXECUTE FUNCTION steward_housekeeper();--> statement-breakpoint
CREATE FUNCTION steward_robot() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.housekeeper_id IS NOT NULL AND (TG_OP = 'DELETE'
      OR OLD.housekeeper_id IS DISTINCT FROM NEW.housekeeper_id OR OLD.robots_no <> NEW.robots_no) THEN
    PERFORM pg_notify('rpa_steward', json_build_object('h', OLD.housekeeper_id)::text);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.housekeeper_id IS NOT NULL AND (TG_OP = 'INSERT'
      OR OLD.housekeeper_id IS DISTINCT FROM NEW.housekeeper_id OR OLD.resolution <> NEW.resolution
      OR OLD.robots_no <> NEW.robots_no) THEN
    PERFORM pg_notify('rpa_steward', json_build_object('h', NEW.housekeeper_id)::text);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER robots_steward AFTER INSERT OR UPDATE OF housekeeper_id, resolution, robots_no OR DELETE ON robots
  FOR EACH ROW EXECUTE FUNCTION steward_robot();
