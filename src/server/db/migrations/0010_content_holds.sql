DROP INDEX "reports_open_per_reporter_target_key";--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "held_reason" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "held_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "held_reason" text;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "held_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "projects_held_at_idx" ON "projects" USING btree ("held_at" DESC NULLS FIRST) WHERE "projects"."held_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "reports_pending_per_reporter_target_key" ON "reports" USING btree ("reporter_id","target_type","target_id") WHERE "reports"."status" in ('open', 'reviewing');--> statement-breakpoint
CREATE INDEX "services_held_at_idx" ON "services" USING btree ("held_at" DESC NULLS FIRST) WHERE "services"."held_at" is not null;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_hold_complete" CHECK (("projects"."held_reason" is null) = ("projects"."held_at" is null));--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_held_is_hidden" CHECK ("projects"."held_reason" is null or not "projects"."published");--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_held_reason_length" CHECK (char_length("projects"."held_reason") between 1 and 1000);--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_hold_complete" CHECK (("services"."held_reason" is null) = ("services"."held_at" is null));--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_held_is_hidden" CHECK ("services"."held_reason" is null or not "services"."active");--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_held_reason_length" CHECK (char_length("services"."held_reason") between 1 and 1000);