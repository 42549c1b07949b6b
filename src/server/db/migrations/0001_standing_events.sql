-- Live account standing: any change to a user's bans or warnings, whoever makes it (the staff tools, an
-- operator's SQL), tells the user's open tabs through the event channel every server process listens to.
CREATE FUNCTION atelier_notify_standing() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  affected uuid := CASE WHEN TG_OP = 'DELETE' THEN OLD.user_id ELSE NEW.user_id END;
BEGIN
  PERFORM pg_notify(
    'atelier_events',
    json_build_object('userId', affected, 'event', json_build_object('type', 'standing'))::text
  );
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER banned_users_notify_standing
  AFTER INSERT OR UPDATE OR DELETE ON banned_users
  FOR EACH ROW EXECUTE FUNCTION atelier_notify_standing();
--> statement-breakpoint
CREATE TRIGGER user_warnings_notify_standing
  AFTER INSERT OR UPDATE OR DELETE ON user_warnings
  FOR EACH ROW EXECUTE FUNCTION atelier_notify_standing();
