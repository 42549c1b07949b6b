CREATE TABLE "remote_servers" (
	"domain" text PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"last_delivered_at" timestamp with time zone,
	"last_failed_at" timestamp with time zone,
	"last_failure" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "remote_servers_status" CHECK ("remote_servers"."status" in ('open', 'limited', 'suspended'))
);
--> statement-breakpoint
ALTER TABLE "audit_events" DROP CONSTRAINT "audit_events_kind";--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_kind" CHECK ("audit_events"."kind" in ('sign_in', 'sign_in_failed', 'second_factor_failed', 'password_reset', 'password_changed', 'email_changed', 'two_factor_enabled', 'two_factor_disabled', 'account_deleted', 'staff_content_deleted', 'member_warned', 'member_banned', 'member_unbanned', 'role_granted', 'role_revoked', 'staff_account_deleted', 'report_status_changed', 'project_unpublished', 'project_republished', 'service_deactivated', 'service_reactivated', 'feedback_status_changed', 'feedback_deleted', 'announcement_created', 'announcement_deactivated', 'appeal_lifted', 'appeal_upheld', 'service_request_viewed', 'remote_server_limited', 'remote_server_suspended', 'remote_server_reopened'));