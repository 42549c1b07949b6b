ALTER TABLE "projects" ADD COLUMN "gallery" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_gallery_count" CHECK (jsonb_array_length("projects"."gallery") <= 11);--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_images_count" CHECK (cardinality("services"."images") <= 5);