import { Megaphone } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '#web/i18n/react';
import { ANNOUNCEMENT_MESSAGE_MAX_LENGTH, ANNOUNCEMENT_TITLE_MAX_LENGTH } from '#shared/constants';
import { announcementInputSchema, type AnnouncementRow } from '#shared/schemas/announcements';
import { DateTime } from '#web/components/staff/date-time';
import { MemberRefLink } from '#web/components/staff/member-ref';
import { Button } from '#web/components/ui/button';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { Spinner } from '#web/components/ui/spinner';
import { TextAreaField } from '#web/components/ui/text-area-field';
import { TextField } from '#web/components/ui/text-field';
import { showToast } from '#web/components/ui/toast-store';
import { apiErrorText } from '#web/lib/api-error-text';
import { useApiForm } from '#web/lib/use-api-form';
import { useAnnouncements, useCreateAnnouncement, useDeactivateAnnouncement } from '../api/announcements';

const EMPTY = { title: '', message: '' };

/**
 * The Announcements tab (owner and admin): publish one to every member (a banner and a
 * notification), and the latest 50 with a way to deactivate each, once.
 */
export function AnnouncementsTab() {
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <NewAnnouncementForm />
      <AnnouncementList />
    </div>
  );
}

function NewAnnouncementForm() {
  const { t } = useTranslation();
  const create = useCreateAnnouncement();
  const { form, submit, submitting, fieldError } = useApiForm({
    guardUnsaved: true,
    schema: announcementInputSchema,
    defaultValues: EMPTY,
    failureTitle: t('admin.announcements.createFailed'),
    onSubmit: async (input) => {
      const { notified } = await create.mutateAsync(input);
      form.reset(EMPTY);
      showToast({
        title: t('admin.announcements.published'),
        description: t('admin.announcements.notified', { count: notified }),
      });
    },
  });
  const message = form.watch('message');

  return (
    <section aria-labelledby="new-announcement" className="rounded-xl border border-slate-200 bg-surface p-5">
      <h2 id="new-announcement" className="flex items-center gap-2 text-lg font-semibold">
        <Megaphone aria-hidden className="size-5 text-brand-500" />
        {t('admin.announcements.new')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('admin.announcements.newHint')}</p>
      <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-4">
        <TextField
          label={t('admin.announcements.title')}
          maxLength={ANNOUNCEMENT_TITLE_MAX_LENGTH}
          error={fieldError('title')}
          {...form.register('title')}
        />
        <TextAreaField
          label={t('admin.announcements.message')}
          value={message}
          maxLength={ANNOUNCEMENT_MESSAGE_MAX_LENGTH}
          rows={4}
          error={fieldError('message')}
          {...form.register('message')}
        />
        <Button type="submit" disabled={submitting} className="self-start">
          {submitting ? t('admin.announcements.publishing') : t('admin.announcements.publish')}
        </Button>
      </form>
    </section>
  );
}

function AnnouncementList() {
  const { t } = useTranslation();
  const list = useAnnouncements();
  const deactivate = useDeactivateAnnouncement();
  const [confirming, setConfirming] = useState<AnnouncementRow | null>(null);

  const confirm = (announcement: AnnouncementRow) =>
    deactivate.mutate(announcement.id, {
      onSuccess: () => {
        setConfirming(null);
        showToast({ title: t('admin.announcements.deactivated', { title: announcement.title }) });
      },
      onError: (error) =>
        showToast({
          title: t('admin.announcements.deactivateFailed'),
          description: apiErrorText(t, error),
          variant: 'destructive',
        }),
    });

  return (
    <section aria-labelledby="announcement-list">
      <h2 id="announcement-list" className="text-lg font-semibold">
        {t('admin.announcements.latest')}
      </h2>
      {list.isPending ? (
        <div className="flex justify-center py-12">
          <Spinner />
        </div>
      ) : list.isError ? (
        <p className="py-12 text-center text-red-700">{t('admin.loadFailed')}</p>
      ) : list.data.length === 0 ? (
        <p className="py-12 text-center text-slate-500">{t('admin.announcements.empty')}</p>
      ) : (
        <ul className="mt-4 flex flex-col gap-3">
          {list.data.map((announcement) => (
            <li key={announcement.id} className="rounded-xl border border-slate-200 bg-surface p-4">
              <div className="flex flex-wrap items-center gap-2">
                <h3 className="font-medium break-words">{announcement.title}</h3>
                <span
                  className={
                    announcement.active
                      ? 'rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800'
                      : 'rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700'
                  }
                >
                  {announcement.active ? t('admin.announcements.active') : t('admin.announcements.inactive')}
                </span>
              </div>
              <p className="mt-1 text-sm break-words whitespace-pre-wrap text-slate-700">
                {announcement.message}
              </p>
              <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-500">
                <MemberRefLink member={announcement.author} />
                <DateTime value={announcement.createdAt} />
                {announcement.active && (
                  <Button
                    size="sm"
                    variant="outline"
                    className="ml-auto"
                    onClick={() => setConfirming(announcement)}
                    aria-label={t('admin.announcements.deactivateLabel', { title: announcement.title })}
                  >
                    {t('admin.announcements.deactivate')}
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      {confirming && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setConfirming(null)}
          title={t('admin.announcements.deactivateTitle')}
          description={t('admin.announcements.deactivateText', { title: confirming.title })}
          confirmLabel={t('admin.announcements.deactivate')}
          busy={deactivate.isPending}
          destructive
          onConfirm={() => confirm(confirming)}
        />
      )}
    </section>
  );
}
