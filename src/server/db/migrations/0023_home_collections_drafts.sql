CREATE TABLE "collection_items" (
	"collection_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"saved_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collection_items_pkey" PRIMARY KEY("collection_id","project_id")
);
--> statement-breakpoint
CREATE TABLE "collections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"kind" text DEFAULT 'named' NOT NULL,
	"name" text,
	"is_public" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collections_kind" CHECK ("collections"."kind" in ('saved', 'named')),
	CONSTRAINT "collections_name_length" CHECK (char_length("collections"."name") between 1 and 60),
	CONSTRAINT "collections_kind_shape" CHECK (("collections"."kind" = 'saved' and "collections"."name" is null and not "collections"."is_public") or ("collections"."kind" = 'named' and "collections"."name" is not null))
);
--> statement-breakpoint
CREATE TABLE "drafts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"subject_id" uuid,
	"title" text,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "drafts_kind" CHECK ("drafts"."kind" in ('project', 'service')),
	CONSTRAINT "drafts_title_length" CHECK (char_length("drafts"."title") between 0 and 100),
	CONSTRAINT "drafts_payload_size" CHECK (octet_length("drafts"."payload"::text) <= 65536)
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "headline" text;--> statement-breakpoint
ALTER TABLE "collection_items" ADD CONSTRAINT "collection_items_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_items" ADD CONSTRAINT "collection_items_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_items" ADD CONSTRAINT "collection_items_saved_by_users_id_fk" FOREIGN KEY ("saved_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drafts" ADD CONSTRAINT "drafts_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collection_items_collection_created_idx" ON "collection_items" USING btree ("collection_id","created_at" DESC NULLS FIRST,"project_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "collection_items_project_saver_idx" ON "collection_items" USING btree ("project_id","saved_by");--> statement-breakpoint
CREATE INDEX "collection_items_saver_idx" ON "collection_items" USING btree ("saved_by");--> statement-breakpoint
CREATE UNIQUE INDEX "collections_one_saved_key" ON "collections" USING btree ("owner_id") WHERE "collections"."kind" = 'saved';--> statement-breakpoint
CREATE INDEX "collections_owner_position_idx" ON "collections" USING btree ("owner_id","position");--> statement-breakpoint
CREATE INDEX "collections_public_owner_idx" ON "collections" USING btree ("owner_id","updated_at" DESC NULLS LAST) WHERE "collections"."is_public";--> statement-breakpoint
CREATE UNIQUE INDEX "drafts_owner_subject_key" ON "drafts" USING btree ("owner_id","kind","subject_id") WHERE "drafts"."subject_id" is not null;--> statement-breakpoint
CREATE INDEX "drafts_owner_updated_idx" ON "drafts" USING btree ("owner_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_headline_length" CHECK (char_length("profiles"."headline") between 0 and 80);