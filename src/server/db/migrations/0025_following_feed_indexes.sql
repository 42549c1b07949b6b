-- The home feed walks the newest projects and services for followed owners, and maps each followed
-- member to their public profile, from indexes alone (docs/performance.md, the home feed).
DROP INDEX "projects_published_created_id_idx";--> statement-breakpoint
DROP INDEX "services_active_created_id_idx";--> statement-breakpoint
CREATE INDEX "profiles_public_user_idx" ON "profiles" USING btree ("user_id","id") WHERE "profiles"."handle" is not null;--> statement-breakpoint
CREATE INDEX "projects_published_created_id_idx" ON "projects" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"owner_id") WHERE "projects"."published";--> statement-breakpoint
CREATE INDEX "services_active_created_id_idx" ON "services" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"profile_id") WHERE "services"."active";