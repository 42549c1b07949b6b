import { useState } from 'react';
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

/**
 * 'Follow from your server' (docs/decisions/0071-federation-with-fedify.md): for whatever starts it
 * (a menu item), `start` opens a form for the visitor's address elsewhere, and sending it takes them
 * to their own server's follow page. Null for a member who does not federate.
 */
export function useRemoteFollowAction(profile: { handle: string; fediverseAddress: string | null }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { form, submit, submitting, fieldError } = useApiForm({
    schema: accountFormSchema,
    defaultValues: { account: '' },
    failureTitle: t('federation.remoteFollow.failed'),
    onSubmit: async ({ account }) => {
      const { url } = await findRemoteFollowPage({ handle: profile.handle, account });
      try {
        window.localStorage.setItem(REMEMBERED_ACCOUNT_KEY, account);
      } catch {
        // A browser that keeps nothing asks again next time.
      }
      // Closed first: a Back from their server finds the profile as it was, not a dialog mid-way.
      setOpen(false);
      window.location.assign(url);
    },
  });
  if (!profile.fediverseAddress) return null;
  const address = profile.fediverseAddress;

  const start = () => {
    form.reset({ account: rememberedAccount() });
    setOpen(true);
  };

  const dialog = (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      title={t('federation.remoteFollow.title', { handle: profile.handle })}
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
  return { label: t('federation.remoteFollow.menu'), start, dialog };
}
