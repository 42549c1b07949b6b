import { remoteFollowQuerySchema } from '#shared/schemas/federation';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { TextField } from '#web/components/ui/text-field';
import { useTranslation } from '#web/i18n/react';
import { useApiForm } from '#web/lib/use-api-form';
import { findRemoteFollowPage } from '../api/remote-follow';

const accountFormSchema = remoteFollowQuerySchema.pick({ account: true });
// The address typed last time, so a visitor following several creators types it once.
const REMEMBERED_ACCOUNT_KEY = 'atelier.remoteAccount';

function rememberedAccount() {
  try {
    return window.localStorage.getItem(REMEMBERED_ACCOUNT_KEY) ?? '';
  } catch {
    return '';
  }
}

/** The form for the visitor's address elsewhere; sending it takes them to their server's follow page. */
export default function RemoteFollowDialog({
  handle,
  address,
  onClose,
}: {
  handle: string;
  address: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { form, submit, submitting, fieldError } = useApiForm({
    schema: accountFormSchema,
    defaultValues: { account: rememberedAccount() },
    failureTitle: t('federation.remoteFollow.failed'),
    onSubmit: async ({ account }) => {
      const { url } = await findRemoteFollowPage({ handle, account });
      try {
        window.localStorage.setItem(REMEMBERED_ACCOUNT_KEY, account);
      } catch {
        // A browser that keeps nothing asks again next time.
      }
      // Closed first: a Back from their server finds the profile as it was, not a dialog mid-way.
      onClose();
      window.location.assign(url);
    },
  });

  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('federation.remoteFollow.title', { handle })}
      description={t('federation.remoteFollow.description')}
      confirmLabel={submitting ? t('federation.remoteFollow.going') : t('federation.remoteFollow.go')}
      busy={submitting}
      onConfirm={() => void submit()}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <TextField
          label={t('federation.remoteFollow.account')}
          placeholder={t('federation.remoteFollow.placeholder')}
          type="text"
          inputMode="email"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          error={fieldError('account')}
          {...form.register('account')}
        />
      </form>
      <p className="mt-4 text-sm text-slate-600">{t('federation.remoteFollow.orSearch')}</p>
      <p className="mt-1 w-fit max-w-full rounded bg-slate-100 px-2 py-1 font-mono text-sm break-all text-slate-900">
        {address}
      </p>
    </ConfirmDialog>
  );
}
