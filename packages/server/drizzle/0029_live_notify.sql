-- The live console (docs/architecture.md "Live console"): each change a console
-- shows is announced on the channel rpa_live by the transaction that makes it,
-- delivered only if it commits, to every node listening. Payloads name what
-- changed and whose it is (department, operator, user), never its content.
CREATE FUNCTION live_task() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW.state IS DISTINCT FROM OLD.state THEN
    PERFORM pg_notify('rpa_live', json_build_object(
      'k', 'task', 'id', NEW.id, 's', NEW.state, 'd', NEW.department_id, 'o', NEW.operator_id)::text);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER tasks_live AFTER INSERT OR UPDATE OF state ON tasks
  FOR EACH ROW EXECUTE FUNCTION live_task();--> statement-breakpoint
CREATE FUNCTION live_robot() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW.run_state IS DISTINCT FROM OLD.run_state THEN
    PERFORM pg_notify('rpa_live', json_build_object(
      'k', 'robot', 'id', NEW.id, 's', NEW.run_state, 'd', NEW.department_id, 'u', NEW.user_id)::text);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER robots_live AFTER INSERT OR UPDATE OF run_state ON robots
  FOR EACH ROW EXECUTE FUNCTION live_robot();--> statement-breakpoint
CREATE FUNCTION live_message() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('rpa_live', json_build_object('k', 'message', 'u', NEW.user_id)::text);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER messages_live AFTER INSERT ON messages
  FOR EACH ROW EXECUTE FUNCTION live_message();--> statement-breakpoint
CREATE FUNCTION live_session() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.revoked_at IS NULL AND NEW.revoked_at IS NOT NULL THEN
    PERFORM pg_notify('rpa_live', json_build_object('k', 'session', 'u', NEW.user_id)::text);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER sessions_live AFTER UPDATE OF revoked_at ON sessions
  FOR EACH ROW EXECUTE FUNCTION live_session();
