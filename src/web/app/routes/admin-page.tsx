import * as Tabs from '@radix-ui/react-tabs';
import { useEffect, useRef } from 'react';
import { useTranslation } from '#web/i18n/react';
import { Navigate, useSearchParams } from 'react-router';
import { ADMIN_DASHBOARD_ROLES, hasPower, type Role } from '#shared/roles';
import { RequireSession } from '#web/components/routing/require-session';
import { showToast } from '#web/components/ui/toast-store';
import { useSession } from '#web/lib/session';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { AuditTab } from '#web/features/moderation/components/audit-tab';
import { BansTab } from '#web/features/moderation/components/bans-tab';
import { ContentTab } from '#web/features/moderation/components/content-tab';
import { FailedJobsNotice } from '#web/features/moderation/components/failed-jobs-notice';
import { ModerateElsewhere } from '#web/features/moderation/components/moderate-elsewhere';
import { ReportsTab } from '#web/features/moderation/components/reports-tab';
import { UsersTab } from '#web/features/moderation/components/users-tab';
import { WarningsTab } from '#web/features/moderation/components/warnings-tab';
import { FeedbackTab } from '#web/features/feedback/components/feedback-tab';
import { AnnouncementsTab } from '#web/features/announcements/components/announcements-tab';
import { ServersTab } from '#web/features/federation/components/servers-tab';

const tabClass =
  'rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap text-slate-600 data-[state=active]:bg-surface data-[state=active]:text-slate-900 data-[state=active]:shadow-sm';

/**
 * /admin: the staff dashboard, for every staff role, showing each the tabs of its powers (decision 56).
 * Its tabs come from the features they belong to: moderation, feedback, announcements and federation.
 */
export default function AdminPage() {
  return (
    <RequireSession>
      <AdminGate />
    </RequireSession>
  );
}

function AdminGate() {
  const { t } = useTranslation();
  const { user } = useSession();
  const roles = user?.roles ?? [];
  const allowed = roles.some((role) => ADMIN_DASHBOARD_ROLES.includes(role));
  const told = useRef(false);
  useEffect(() => {
    if (allowed || told.current) return;
    told.current = true;
    showToast({
      title: t('admin.accessDenied'),
      description: t('admin.accessDeniedText'),
      variant: 'destructive',
    });
  }, [allowed, t]);
  if (!allowed) return <Navigate to="/" replace />;
  return <AdminDashboard roles={roles} />;
}

function AdminDashboard({ roles }: { roles: readonly Role[] }) {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.title'));
  const [params, setParams] = useSearchParams();
  const tabs = [
    { value: 'users', show: hasPower(roles, 'findMembers') },
    { value: 'content', show: hasPower(roles, 'moderateContent') },
    { value: 'bans', show: hasPower(roles, 'viewBans') },
    { value: 'warnings', show: hasPower(roles, 'viewWarnings') },
    { value: 'reports', show: hasPower(roles, 'viewReports') },
    { value: 'feedback', show: hasPower(roles, 'handleFeedback') },
    { value: 'announcements', show: hasPower(roles, 'announce') },
    { value: 'reviews', show: true },
    { value: 'comments', show: true },
    { value: 'servers', show: hasPower(roles, 'moderateFederation') },
    { value: 'audit', show: hasPower(roles, 'viewAudit') },
  ].filter((tab) => tab.show);
  const requested = params.get('tab');
  // A role without Users (content_mod) opens on its first tab.
  const tab = tabs.find((entry) => entry.value === requested)?.value ?? tabs[0]?.value ?? 'reviews';

  // The tab, the open member and the audit filters live in the address: a reload or a shared link
  // shows the same view.
  const update = (changes: Record<string, string | null | undefined>, replace = false) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace },
    );
  const auditFilters = {
    actor: params.get('actor') ?? undefined,
    target: params.get('target') ?? undefined,
    kind: params.get('kind') ?? undefined,
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">{t('admin.title')}</h1>
      {hasPower(roles, 'viewJobs') && <FailedJobsNotice />}
      <Tabs.Root
        value={tab}
        onValueChange={(value) => update({ tab: value, member: null, actor: null, target: null, kind: null })}
      >
        <Tabs.List
          aria-label={t('admin.title')}
          className="mt-6 flex gap-1 overflow-x-auto rounded-lg bg-slate-100 p-1"
        >
          {tabs.map(({ value }) => (
            <Tabs.Trigger key={value} value={value} className={tabClass}>
              {t(`admin.tabs.${value}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="users" className="mt-6">
          <UsersTab memberId={params.get('member')} onOpenMember={(member) => update({ member })} />
        </Tabs.Content>
        <Tabs.Content value="content" className="mt-6">
          <ContentTab />
        </Tabs.Content>
        <Tabs.Content value="bans" className="mt-6">
          <BansTab canUnban={hasPower(roles, 'ban')} />
        </Tabs.Content>
        <Tabs.Content value="warnings" className="mt-6">
          <WarningsTab />
        </Tabs.Content>
        <Tabs.Content value="reports" className="mt-6">
          <ReportsTab
            powers={{
              handleReports: hasPower(roles, 'handleReports'),
              moderateContent: hasPower(roles, 'moderateContent'),
            }}
          />
        </Tabs.Content>
        <Tabs.Content value="feedback" className="mt-6">
          <FeedbackTab />
        </Tabs.Content>
        <Tabs.Content value="announcements" className="mt-6">
          <AnnouncementsTab />
        </Tabs.Content>
        <Tabs.Content value="reviews" className="mt-6">
          <ModerateElsewhere what="reviews" />
        </Tabs.Content>
        <Tabs.Content value="comments" className="mt-6">
          <ModerateElsewhere what="comments" />
        </Tabs.Content>
        <Tabs.Content value="servers" className="mt-6">
          <ServersTab />
        </Tabs.Content>
        <Tabs.Content value="audit" className="mt-6">
          <AuditTab
            filters={auditFilters}
            onFilter={(next) => update({ actor: next.actor, target: next.target, kind: next.kind }, true)}
          />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
