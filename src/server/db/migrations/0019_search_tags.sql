-- The technologies and skills in use, counted, for the Technology box's suggestions and for a
-- technology typed in part (decision 49).
CREATE TABLE "search_tags" (
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"tag" text NOT NULL,
	"uses" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "search_tags_pkey" PRIMARY KEY("kind","key"),
	CONSTRAINT "search_tags_kind" CHECK ("search_tags"."kind" in ('stack', 'skill'))
);
--> statement-breakpoint
CREATE INDEX "search_tags_prefix_idx" ON "search_tags" USING btree ("kind","key" text_pattern_ops);--> statement-breakpoint
-- Adds one use for each tag added and takes one away for each removed; tags differing only in case
-- are one. In key order, so that two transactions counting the same tags cannot each wait for the
-- other; a tag's first spelling stays its shown one.
CREATE FUNCTION atelier_count_tag_uses(tag_kind text, added text[], removed text[]) RETURNS void
  LANGUAGE sql AS $$
  INSERT INTO search_tags (kind, key, tag, uses)
  SELECT tag_kind, lower(tag), min(tag), sum(delta)
  FROM (
    SELECT tag, 1 AS delta FROM unnest(added) AS tag
    UNION ALL SELECT tag, -1 FROM unnest(removed) AS tag
  ) AS changes
  GROUP BY lower(tag)
  HAVING sum(delta) <> 0
  ORDER BY lower(tag)
  ON CONFLICT (kind, key) DO UPDATE SET uses = search_tags.uses + excluded.uses
$$;
--> statement-breakpoint
-- A published project's technologies count; a draft's do not, so nothing private is suggested.
CREATE FUNCTION atelier_count_project_tags() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM atelier_count_tag_uses('stack', array(SELECT unnest(stack) FROM new_projects WHERE published), '{}');
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM atelier_count_tag_uses('stack', '{}', array(SELECT unnest(stack) FROM old_projects WHERE published));
  ELSE
    PERFORM atelier_count_tag_uses(
      'stack',
      array(SELECT unnest(stack) FROM new_projects WHERE published),
      array(SELECT unnest(stack) FROM old_projects WHERE published)
    );
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A profile's skills count once it has a handle, that is once it is public.
CREATE FUNCTION atelier_count_profile_tags() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM atelier_count_tag_uses('skill', array(SELECT unnest(skills) FROM new_profiles WHERE handle IS NOT NULL), '{}');
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM atelier_count_tag_uses('skill', '{}', array(SELECT unnest(skills) FROM old_profiles WHERE handle IS NOT NULL));
  ELSE
    PERFORM atelier_count_tag_uses(
      'skill',
      array(SELECT unnest(skills) FROM new_profiles WHERE handle IS NOT NULL),
      array(SELECT unnest(skills) FROM old_profiles WHERE handle IS NOT NULL)
    );
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER projects_tags_insert AFTER INSERT ON projects
  REFERENCING NEW TABLE AS new_projects FOR EACH STATEMENT EXECUTE FUNCTION atelier_count_project_tags();--> statement-breakpoint
CREATE TRIGGER projects_tags_update AFTER UPDATE ON projects
  REFERENCING OLD TABLE AS old_projects NEW TABLE AS new_projects FOR EACH STATEMENT EXECUTE FUNCTION atelier_count_project_tags();--> statement-breakpoint
CREATE TRIGGER projects_tags_delete AFTER DELETE ON projects
  REFERENCING OLD TABLE AS old_projects FOR EACH STATEMENT EXECUTE FUNCTION atelier_count_project_tags();--> statement-breakpoint
CREATE TRIGGER profiles_tags_insert AFTER INSERT ON profiles
  REFERENCING NEW TABLE AS new_profiles FOR EACH STATEMENT EXECUTE FUNCTION atelier_count_profile_tags();--> statement-breakpoint
CREATE TRIGGER profiles_tags_update AFTER UPDATE ON profiles
  REFERENCING OLD TABLE AS old_profiles NEW TABLE AS new_profiles FOR EACH STATEMENT EXECUTE FUNCTION atelier_count_profile_tags();--> statement-breakpoint
CREATE TRIGGER profiles_tags_delete AFTER DELETE ON profiles
  REFERENCING OLD TABLE AS old_profiles FOR EACH STATEMENT EXECUTE FUNCTION atelier_count_profile_tags();--> statement-breakpoint
-- What a tag typed into a filter stands for: the one tag of that name in any case, or when there is none,
-- the most used tags that begin with it ('reac': React, React Native). Tags no one uses any more stand
-- for nothing. LIKE's own characters in what was typed are escaped.
CREATE FUNCTION atelier_tag_keys(tag_kind text, typed text) RETURNS text[]
  LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT coalesce(
    (SELECT array[key] FROM search_tags WHERE kind = tag_kind AND key = lower(typed) AND uses > 0),
    array(
      SELECT key FROM search_tags
      WHERE kind = tag_kind AND uses > 0
        AND key LIKE replace(replace(replace(lower(typed), '\', '\\'), '%', '\%'), '_', '\_') || '%'
      ORDER BY uses DESC, key
      LIMIT 50
    )
  )
$$;
--> statement-breakpoint
-- The tags already written.
SELECT atelier_count_tag_uses('stack', array(SELECT unnest(stack) FROM projects WHERE published), '{}');--> statement-breakpoint
SELECT atelier_count_tag_uses('skill', array(SELECT unnest(skills) FROM profiles WHERE handle IS NOT NULL), '{}');
