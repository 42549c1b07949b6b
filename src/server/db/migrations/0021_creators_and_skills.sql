-- Explore finds a project by its creator's name, handle and skills too (issue 31, decision 49). A
-- generated column reads its own row only, so the creator's words are copied into the project's row:
-- when the project is made, and again whenever the creator changes them.
CREATE FUNCTION atelier_creator_words(owner uuid) RETURNS text
  LANGUAGE sql STABLE
  RETURN coalesce(
    (SELECT concat_ws(' ', display_name, handle, atelier_join_words(skills)) FROM profiles WHERE id = owner),
    ''
  );
--> statement-breakpoint
CREATE FUNCTION atelier_copy_creator_words() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  NEW.creator_words := atelier_creator_words(NEW.owner_id);
  RETURN NEW;
END $$;
--> statement-breakpoint
-- A rename rewrites the creator's projects in the same transaction, so a search never finds them under
-- a name they no longer have.
CREATE FUNCTION atelier_renew_creator_words() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE projects SET creator_words = atelier_creator_words(NEW.id) WHERE owner_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Filled while the old document is still there: the statement triggers of search_words read it.
ALTER TABLE "projects" ADD COLUMN "creator_words" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE projects SET creator_words = atelier_creator_words(owner_id);--> statement-breakpoint
CREATE TRIGGER projects_creator_words BEFORE INSERT OR UPDATE OF owner_id ON projects
  FOR EACH ROW EXECUTE FUNCTION atelier_copy_creator_words();--> statement-breakpoint
CREATE TRIGGER profiles_creator_words AFTER UPDATE OF display_name, handle, skills ON profiles
  FOR EACH ROW
  WHEN (OLD.display_name IS DISTINCT FROM NEW.display_name OR OLD.handle IS DISTINCT FROM NEW.handle
    OR OLD.skills IS DISTINCT FROM NEW.skills)
  EXECUTE FUNCTION atelier_renew_creator_words();--> statement-breakpoint
-- The document again, now with the creator's words among its tags (weight C). PostgreSQL 15 cannot
-- change a generated column's expression, so it is dropped (with its index) and added back.
ALTER TABLE "projects" DROP COLUMN "search_vector";--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (atelier_search_document("projects"."title", "projects"."summary", atelier_join_words("projects"."stack") || ' ' || "projects"."creator_words")) STORED;--> statement-breakpoint
CREATE INDEX "projects_search_idx" ON "projects" USING gin ("search_vector") WHERE "projects"."published";
--> statement-breakpoint
-- People narrowed by one skill in any case, as Explore is by a technology (features/search/tags.ts).
CREATE INDEX "profiles_skills_idx" ON "profiles" USING gin (atelier_lower_words("skills"));
