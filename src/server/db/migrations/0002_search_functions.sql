-- Helpers for the search indexes of 0003 (decision 19). An index expression may only call IMMUTABLE
-- functions; the built-in array_to_string is STABLE because it prints any array type, some of them by
-- session settings (time zone, date style). For text[] nothing depends on settings, so these are
-- truly immutable. SQL-standard bodies are resolved now, not through the caller's search_path.
CREATE FUNCTION atelier_join_words(words text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN coalesce(array_to_string(words, ' '), '');
--> statement-breakpoint
CREATE FUNCTION atelier_lower_words(words text[]) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN array(SELECT lower(word) FROM unnest(words) AS word);
