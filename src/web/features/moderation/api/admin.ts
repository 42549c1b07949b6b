import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Role } from '#shared/roles';
import type {
  auditListSchema,
  AppealDecisionInput,
  banListSchema,
  heldContentListSchema,
  jobStatusSchema,
  memberDetailSchema,
  memberListSchema,
  reportListSchema,
  reportRequestListSchema,
  warningListSchema,
  BanInput,
  ContentHoldInput,
  ReportListQuery,
  WarnInput,
} from '#shared/schemas/moderation';
import type { REPORT_STATUSES } from '#shared/constants';
import { type Answer, apiRequest } from '#web/lib/api-client';
import { ADMIN_KEY, invalidateContentLists, PROJECT_PAGES_KEY, SERVICE_PAGES_KEY } from '#web/lib/query-keys';

const memberKey = (userId: string) => [...ADMIN_KEY, 'member', userId] as const;

const search = (params: Record<string, string | undefined>) => {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) query.set(key, value);
  const text = query.toString();
  return text ? `?${text}` : '';
};
const id = encodeURIComponent;

export function useMemberSearch(q: string) {
  return useQuery({
    queryKey: [...ADMIN_KEY, 'members', q],
    queryFn: () => apiRequest<Answer<typeof memberListSchema>>(`/admin/users${search({ q })}`),
    placeholderData: keepPreviousData,
  });
}

export function useMember(userId: string | null) {
  return useQuery({
    queryKey: memberKey(userId ?? ''),
    queryFn: () => apiRequest<Answer<typeof memberDetailSchema>>(`/admin/users/${id(userId ?? '')}`),
    enabled: userId !== null,
  });
}

export function useWarnings() {
  return useQuery({
    queryKey: [...ADMIN_KEY, 'warnings'],
    queryFn: () => apiRequest<Answer<typeof warningListSchema>>('/admin/warnings'),
  });
}

export function useBans(state: 'active' | 'past') {
  return useQuery({
    queryKey: [...ADMIN_KEY, 'bans', state],
    queryFn: () => apiRequest<Answer<typeof banListSchema>>(`/admin/bans${search({ state })}`),
  });
}

export function useReports(filters: ReportListQuery) {
  return useQuery({
    queryKey: [...ADMIN_KEY, 'reports', filters],
    queryFn: () => apiRequest<Answer<typeof reportListSchema>>(`/admin/reports${search(filters)}`),
    placeholderData: keepPreviousData,
  });
}

/**
 * The service requests a report in hand opens to staff, read when its row's disclosure opens: the
 * list alone (opening a request is what the audit log records).
 */
export function useReportRequests(reportId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...ADMIN_KEY, 'report-requests', reportId],
    queryFn: () =>
      apiRequest<Answer<typeof reportRequestListSchema>>(`/admin/reports/${id(reportId)}/requests`),
    enabled,
  });
}

export function useHeldContent() {
  return useQuery({
    queryKey: [...ADMIN_KEY, 'content'],
    queryFn: () => apiRequest<Answer<typeof heldContentListSchema>>('/admin/content'),
  });
}

/** How many jobs (mail among them) failed every attempt: owner and admin see it on the dashboard. */
export function useJobStatus() {
  return useQuery({
    queryKey: [...ADMIN_KEY, 'jobs'],
    queryFn: () => apiRequest<Answer<typeof jobStatusSchema>>('/admin/jobs'),
  });
}

export function useAuditLog(filters: { actor?: string; target?: string; kind?: string }) {
  return useQuery({
    queryKey: [...ADMIN_KEY, 'audit', filters],
    queryFn: () => apiRequest<Answer<typeof auditListSchema>>(`/admin/audit${search(filters)}`),
    placeholderData: keepPreviousData,
  });
}

/** A staff write: afterwards every staff list and member page is read again. */
function useStaffAction<Variables>(send: (variables: Variables) => Promise<unknown>, alsoContent = false) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ADMIN_KEY }),
        ...(alsoContent
          ? [
              invalidateContentLists(queryClient),
              queryClient.invalidateQueries({ queryKey: PROJECT_PAGES_KEY }),
              queryClient.invalidateQueries({ queryKey: SERVICE_PAGES_KEY }),
            ]
          : []),
      ]),
  });
}

export const useWarnMember = (userId: string) =>
  useStaffAction((input: WarnInput) =>
    apiRequest(`/admin/users/${id(userId)}/warnings`, { method: 'POST', json: input }),
  );

export const useBanMember = (userId: string) =>
  useStaffAction((input: BanInput) =>
    apiRequest(`/admin/users/${id(userId)}/bans`, { method: 'POST', json: input }),
  );

/** Lifts a member's ban; a banned member's profile and content come back, so content lists refresh. */
export const useUnbanMember = () =>
  useStaffAction(
    (userId: string) => apiRequest(`/admin/users/${id(userId)}/bans`, { method: 'DELETE' }),
    true,
  );

/** Lifts or upholds a ban's appeal; lifting ends the ban, so the member's content shows again. */
export const useDecideAppeal = (appealId: string) =>
  useStaffAction(
    (input: AppealDecisionInput) =>
      apiRequest(`/admin/appeals/${id(appealId)}/decision`, { method: 'POST', json: input }),
    true,
  );

export const useSetRole = (userId: string) =>
  useStaffAction(({ role, granted }: { role: Role; granted: boolean }) =>
    apiRequest(`/admin/users/${id(userId)}/roles/${id(role)}`, {
      method: granted ? 'PUT' : 'DELETE',
    }),
  );

export const useDeleteMember = () =>
  useStaffAction(
    ({ userId, confirmation }: { userId: string; confirmation: string }) =>
      apiRequest(`/admin/users/${id(userId)}`, { method: 'DELETE', json: { confirmation } }),
    true,
  );

export const useSetReportStatus = () =>
  useStaffAction(({ reportId, status }: { reportId: string; status: (typeof REPORT_STATUSES)[number] }) =>
    apiRequest(`/admin/reports/${id(reportId)}`, { method: 'PATCH', json: { status } }),
  );

export type HeldType = 'project' | 'service';
const SEGMENT: Record<HeldType, string> = { project: 'projects', service: 'services' };

/** Unpublishes a project or deactivates a service: it leaves every list and page at once. */
export const useHoldContent = (type: HeldType, contentId: string) =>
  useStaffAction(
    (input: ContentHoldInput) =>
      apiRequest(`/admin/${SEGMENT[type]}/${id(contentId)}/hold`, { method: 'PUT', json: input }),
    true,
  );

export const useLiftHold = () =>
  useStaffAction(
    ({ type, contentId }: { type: HeldType; contentId: string }) =>
      apiRequest(`/admin/${SEGMENT[type]}/${id(contentId)}/hold`, { method: 'DELETE' }),
    true,
  );
