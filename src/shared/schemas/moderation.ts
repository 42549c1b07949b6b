import { z } from 'zod';
import {
  APPEAL_DECISIONS,
  REPORT_STATUSES,
  REPORT_TARGET_TYPES,
  SERVICE_REQUEST_STATUSES,
  WARNING_SEVERITIES,
} from '../constants';
import { ROLES } from '../roles';
import { authorSchema } from './profiles';
import { appealSchema } from './standing';

/** Staff give a reason for a warning or a ban; the member reads it on /warning or /banned. */
export const STAFF_REASON_MAX_LENGTH = 1000;
/** Members a search in the Users tab answers at most. */
export const MEMBER_SEARCH_LIMIT = 50;

/** Ban lengths offered (docs/product/limits.md, Moderation): days, or permanent. */
export const BAN_DURATIONS = ['1d', '3d', '7d', '30d', 'permanent'] as const;
export type BanDuration = (typeof BAN_DURATIONS)[number];
export const BAN_DURATION_DAYS: Record<BanDuration, number | null> = {
  '1d': 1,
  '3d': 3,
  '7d': 7,
  '30d': 30,
  permanent: null,
};

const reasonSchema = z
  .string()
  .trim()
  .min(1, { message: 'staffReasonRequired' })
  .max(STAFF_REASON_MAX_LENGTH, { message: 'staffReasonTooLong' });

/** IDs in staff calls are UUIDs (docs/product/validation.md, Other checks); anything else is a 400. */
export const memberIdParamsSchema = z.object({ userId: z.string().uuid({ message: 'invalidId' }) });
export const memberRoleParamsSchema = memberIdParamsSchema.extend({ role: z.enum(ROLES) });

/**
 * DELETE /api/admin/users/{userId}: staff type the member's username exactly (docs/product/validation.md,
 * Staff account deletion).
 */
export const memberDeletionSchema = z.object({
  confirmation: z
    .string({ message: 'staffHandleMismatch' })
    .trim()
    .min(1, { message: 'staffHandleMismatch' })
    .max(64, { message: 'staffHandleMismatch' }),
});

export const memberSearchQuerySchema = z.object({ q: z.string().trim().max(100).default('') });

export const warnInputSchema = z.object({
  reason: reasonSchema,
  severity: z.enum(WARNING_SEVERITIES).default('low'),
});
export type WarnInput = z.input<typeof warnInputSchema>;

export const banInputSchema = z.object({ reason: reasonSchema, duration: z.enum(BAN_DURATIONS) });
export type BanInput = z.input<typeof banInputSchema>;

/** A member as the Users tab lists them; staff see the email. */
export const memberSummarySchema = authorSchema.extend({
  userId: z.string().uuid(),
  handle: z.string().nullable(),
  email: z.string(),
  roles: z.array(z.enum(ROLES)),
  joinedAt: z.string(),
  banned: z.boolean(),
});
export type MemberSummary = z.infer<typeof memberSummarySchema>;
export const memberListSchema = z.array(memberSummarySchema);

const staffNameSchema = z.string().nullable();

/** GET /api/admin/users/{id}: a member's page of facts. */
export const memberDetailSchema = memberSummarySchema.extend({
  /** What staff type to delete the account: the handle, or the username signed up with before one. */
  username: z.string(),
  counts: z.object({
    projects: z.number().int(),
    services: z.number().int(),
    followers: z.number().int(),
    following: z.number().int(),
  }),
  openReports: z.number().int(),
  warnings: z.array(
    z.object({
      id: z.string().uuid(),
      reason: z.string(),
      severity: z.enum(WARNING_SEVERITIES),
      createdAt: z.string(),
      acknowledgedAt: z.string().nullable(),
      warnedBy: staffNameSchema,
    }),
  ),
  bans: z.array(
    z.object({
      id: z.string().uuid(),
      reason: z.string().nullable(),
      bannedAt: z.string(),
      expiresAt: z.string().nullable(),
      unbannedAt: z.string().nullable(),
      bannedBy: staffNameSchema,
    }),
  ),
  /** What the viewer may do to this member: their powers, and the rank rule. */
  allowed: z.object({
    warn: z.boolean(),
    ban: z.boolean(),
    assignRoles: z.array(z.enum(ROLES)),
    removeRoles: z.boolean(),
    deleteAccount: z.boolean(),
  }),
});
export type MemberDetail = z.infer<typeof memberDetailSchema>;

/** A member named in a staff list; the profile fields are null once the account is gone. */
export const memberRefSchema = z.object({
  userId: z.string().uuid().nullable(),
  handle: z.string().nullable(),
  displayName: z.string().nullable(),
});
export type MemberRef = z.infer<typeof memberRefSchema>;

/** GET /api/admin/warnings: the latest 50 (docs/product/limits.md, Lists). */
export const warningListSchema = z.array(
  z.object({
    id: z.string().uuid(),
    member: memberRefSchema,
    warnedBy: memberRefSchema,
    reason: z.string(),
    severity: z.enum(WARNING_SEVERITIES),
    createdAt: z.string(),
    acknowledgedAt: z.string().nullable(),
  }),
);

export const BAN_LIST_STATES = ['active', 'past'] as const;
export const banListQuerySchema = z.object({ state: z.enum(BAN_LIST_STATES).default('active') });

/** GET /api/admin/bans: active bans, or past ones (lifted or expired), latest first. */
export const banListSchema = z.array(
  z.object({
    id: z.string().uuid(),
    member: memberRefSchema,
    bannedBy: memberRefSchema,
    reason: z.string().nullable(),
    bannedAt: z.string(),
    expiresAt: z.string().nullable(),
    unbannedAt: z.string().nullable(),
    appeal: appealSchema.extend({ id: z.string().uuid(), decidedBy: memberRefSchema.nullable() }).nullable(),
  }),
);
export type BanRow = z.infer<typeof banListSchema>[number];

export const appealIdParamsSchema = z.object({ appealId: z.string().uuid({ message: 'invalidId' }) });

/**
 * POST /api/admin/appeals/{id}/decision: lift the ban (a reply is optional) or uphold it (a reply
 * is required: the member is owed a reason).
 */
export const appealDecisionInputSchema = z
  .object({
    decision: z.enum(APPEAL_DECISIONS),
    reply: z.string().trim().max(STAFF_REASON_MAX_LENGTH, { message: 'staffReasonTooLong' }).default(''),
  })
  .refine((input) => input.decision === 'lifted' || input.reply.length > 0, {
    message: 'appealReplyRequired',
    path: ['reply'],
  });
export type AppealDecisionInput = z.input<typeof appealDecisionInputSchema>;

/** The staff actions the audit log records, offered as the Audit tab's filter. */
export const STAFF_AUDIT_KINDS = [
  'staff_content_deleted',
  'member_warned',
  'member_banned',
  'member_unbanned',
  'role_granted',
  'role_revoked',
  'staff_account_deleted',
  'report_status_changed',
  'project_unpublished',
  'project_republished',
  'service_deactivated',
  'service_reactivated',
  'feedback_status_changed',
  'feedback_deleted',
  'announcement_created',
  'announcement_deactivated',
  'appeal_lifted',
  'appeal_upheld',
  // Staff read a service request's private workspace, acting on a report (docs/decisions/0051).
  'service_request_viewed',
  // Staff decided of another server (docs/decisions/0071-federation-with-fedify.md).
  'remote_server_limited',
  'remote_server_suspended',
  'remote_server_reopened',
] as const;

export const auditQuerySchema = z.object({
  actor: z.string().uuid({ message: 'invalidId' }).optional(),
  target: z.string().uuid({ message: 'invalidId' }).optional(),
  kind: z.enum(STAFF_AUDIT_KINDS).optional(),
});

/** GET /api/admin/audit: the latest 200 events, filtered by actor, target and kind. */
export const auditListSchema = z.array(
  z.object({
    id: z.string().uuid(),
    kind: z.string(),
    actor: memberRefSchema.nullable(),
    target: memberRefSchema.nullable(),
    detail: z.record(z.string(), z.string()),
    createdAt: z.string(),
  }),
);

/** A project or service staff take down or put back. */
export const contentIdParamsSchema = z.object({ contentId: z.string().uuid({ message: 'invalidId' }) });
export const reportIdParamsSchema = z.object({ reportId: z.string().uuid({ message: 'invalidId' }) });
export const reportListQuerySchema = z.object({
  status: z.enum(REPORT_STATUSES).optional(),
  targetType: z.enum(REPORT_TARGET_TYPES).optional(),
});
export type ReportListQuery = z.infer<typeof reportListQuerySchema>;
export const reportStatusInputSchema = z.object({ status: z.enum(REPORT_STATUSES) });

/** What a report or a hold points at: a name to show, a page to open (null once it is gone), its owner. */
export const contentRefSchema = z.object({
  label: z.string().nullable(),
  path: z.string().nullable(),
  owner: memberRefSchema,
  /** Unpublished or deactivated by staff, so the Unpublish or Deactivate button is spent. */
  held: z.boolean(),
});

/** GET /api/admin/reports: the latest 200 (docs/product/limits.md, Lists), by status and target type. */
export const reportListSchema = z.array(
  z.object({
    id: z.string().uuid(),
    reporter: memberRefSchema,
    targetType: z.enum(REPORT_TARGET_TYPES),
    targetId: z.string().uuid(),
    target: contentRefSchema,
    reason: z.string(),
    details: z.string().nullable(),
    status: z.enum(REPORT_STATUSES),
    createdAt: z.string(),
  }),
);
export type ReportRow = z.infer<typeof reportListSchema>[number];

/** Requests a report's row lists at most: the newest, to open one by one. */
export const REPORT_REQUESTS_LIMIT = 20;

/** A side of a request as staff see it listed: null for a profile gone or without a handle yet. */
const requestSideSchema = z.object({ handle: z.string(), displayName: z.string().nullable() }).nullable();

/**
 * GET /api/admin/reports/{id}/requests: the service requests whose workspaces the report opens to
 * staff (docs/decisions/0051): a service's requests, or those a member sent or received; newest
 * first. Empty once the report is resolved or dismissed, and for a report on a project.
 */
export const reportRequestListSchema = z.array(
  z.object({
    id: z.string().uuid(),
    serviceTitle: z.string(),
    status: z.enum(SERVICE_REQUEST_STATUSES),
    createdAt: z.string(),
    requester: requestSideSchema,
    seller: requestSideSchema,
  }),
);
export type ReportRequestRow = z.infer<typeof reportRequestListSchema>[number];

/** Unpublish a project or deactivate a service: the owner reads the reason on its page. */
export const contentHoldInputSchema = z.object({ reason: reasonSchema });
export type ContentHoldInput = z.input<typeof contentHoldInputSchema>;

export const HELD_CONTENT_TYPES = ['project', 'service'] as const;

/** GET /api/admin/content: projects and services staff have taken down, latest first. */
export const heldContentListSchema = z.array(
  z.object({
    type: z.enum(HELD_CONTENT_TYPES),
    id: z.string().uuid(),
    target: contentRefSchema,
    reason: z.string(),
    heldAt: z.string(),
  }),
);

/** What the dashboard says of the job queue: jobs (mail among them) that failed every attempt. */
export const jobStatusSchema = z.object({ failed: z.number().int().nonnegative() });
