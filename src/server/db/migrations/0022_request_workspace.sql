CREATE TABLE "request_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"entry_id" uuid NOT NULL,
	"milestone_id" uuid,
	"status" text DEFAULT 'submitted' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "request_deliveries_status" CHECK ("request_deliveries"."status" in ('submitted', 'approved', 'changesRequested'))
);
--> statement-breakpoint
CREATE TABLE "request_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"author_id" uuid,
	"kind" text NOT NULL,
	"body" text,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "request_entries_kind" CHECK ("request_entries"."kind" in ('message', 'status', 'quote', 'quoteAccepted', 'quoteDeclined', 'delivery', 'deliveryApproved', 'changesRequested')),
	CONSTRAINT "request_entries_body_length" CHECK (char_length("request_entries"."body") between 1 and 2000)
);
--> statement-breakpoint
CREATE TABLE "request_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"entry_id" uuid NOT NULL,
	"uploader_id" uuid,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "request_files_name_length" CHECK (char_length("request_files"."file_name") between 1 and 200),
	CONSTRAINT "request_files_content_type" CHECK ("request_files"."content_type" in ('image/png', 'image/jpeg', 'image/gif', 'image/webp', 'application/pdf', 'application/zip')),
	CONSTRAINT "request_files_byte_size" CHECK ("request_files"."byte_size" between 1 and 20971520)
);
--> statement-breakpoint
CREATE TABLE "request_milestones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"title" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"due_date" date NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	CONSTRAINT "request_milestones_status" CHECK ("request_milestones"."status" in ('open', 'delivered', 'approved')),
	CONSTRAINT "request_milestones_title_length" CHECK (char_length("request_milestones"."title") between 1 and 100),
	CONSTRAINT "request_milestones_amount" CHECK ("request_milestones"."amount" > 0),
	CONSTRAINT "request_milestones_position" CHECK ("request_milestones"."position" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "request_quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"currency" text NOT NULL,
	"delivery_date" date NOT NULL,
	"status" text DEFAULT 'proposed' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "request_quotes_status" CHECK ("request_quotes"."status" in ('proposed', 'accepted', 'declined', 'superseded')),
	CONSTRAINT "request_quotes_price" CHECK ("request_quotes"."price" > 0),
	CONSTRAINT "request_quotes_currency" CHECK ("request_quotes"."currency" ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "actor_id" uuid;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "text_values" jsonb;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "subject_id" uuid;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "revision_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "activity_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "activity_by" uuid;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "seller_read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "requester_read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "request_deliveries" ADD CONSTRAINT "request_deliveries_request_id_service_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."service_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_deliveries" ADD CONSTRAINT "request_deliveries_entry_id_request_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."request_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_deliveries" ADD CONSTRAINT "request_deliveries_milestone_id_request_milestones_id_fk" FOREIGN KEY ("milestone_id") REFERENCES "public"."request_milestones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_entries" ADD CONSTRAINT "request_entries_request_id_service_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."service_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_entries" ADD CONSTRAINT "request_entries_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_files" ADD CONSTRAINT "request_files_request_id_service_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."service_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_files" ADD CONSTRAINT "request_files_entry_id_request_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."request_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_files" ADD CONSTRAINT "request_files_uploader_id_users_id_fk" FOREIGN KEY ("uploader_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_milestones" ADD CONSTRAINT "request_milestones_quote_id_request_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."request_quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_quotes" ADD CONSTRAINT "request_quotes_request_id_service_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."service_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "request_deliveries_request_id_idx" ON "request_deliveries" USING btree ("request_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "request_deliveries_entry_id_idx" ON "request_deliveries" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "request_deliveries_milestone_id_idx" ON "request_deliveries" USING btree ("milestone_id");--> statement-breakpoint
CREATE INDEX "request_entries_request_created_idx" ON "request_entries" USING btree ("request_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "request_entries_author_id_idx" ON "request_entries" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "request_files_request_id_idx" ON "request_files" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "request_files_entry_id_idx" ON "request_files" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "request_files_uploader_id_idx" ON "request_files" USING btree ("uploader_id");--> statement-breakpoint
CREATE UNIQUE INDEX "request_milestones_quote_position_key" ON "request_milestones" USING btree ("quote_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "request_quotes_one_proposed_key" ON "request_quotes" USING btree ("request_id") WHERE "request_quotes"."status" = 'proposed';--> statement-breakpoint
CREATE UNIQUE INDEX "request_quotes_one_accepted_key" ON "request_quotes" USING btree ("request_id") WHERE "request_quotes"."status" = 'accepted';--> statement-breakpoint
CREATE INDEX "request_quotes_request_id_idx" ON "request_quotes" USING btree ("request_id","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_subject_id_idx" ON "notifications" USING btree ("subject_id") WHERE "notifications"."subject_id" is not null;--> statement-breakpoint
CREATE INDEX "notifications_actor_id_idx" ON "notifications" USING btree ("actor_id");--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_revision_count" CHECK ("service_requests"."revision_count" >= 0);--> statement-breakpoint
ALTER TABLE "audit_events" DROP CONSTRAINT "audit_events_kind";--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_kind" CHECK ("audit_events"."kind" in ('sign_in', 'sign_in_failed', 'second_factor_failed', 'password_reset', 'password_changed', 'email_changed', 'two_factor_enabled', 'two_factor_disabled', 'account_deleted', 'staff_content_deleted', 'member_warned', 'member_banned', 'member_unbanned', 'role_granted', 'role_revoked', 'staff_account_deleted', 'report_status_changed', 'project_unpublished', 'project_republished', 'service_deactivated', 'service_reactivated', 'feedback_status_changed', 'feedback_deleted', 'announcement_created', 'announcement_deactivated', 'appeal_lifted', 'appeal_upheld', 'service_request_viewed'));--> statement-breakpoint
UPDATE "service_requests" SET "activity_at" = "created_at";
