import { useTranslation } from '#web/i18n/react';
import { COLLECTION_NAME_MAX_LENGTH } from '#shared/constants';
import { collectionChangeSchema, type CollectionChange } from '#shared/schemas/collections';
import { Button } from '#web/components/ui/button';
import { TextField } from '#web/components/ui/text-field';
import { showToast } from '#web/components/ui/toast-store';
import { useApiForm } from '#web/lib/use-api-form';
import { useChangeCollection } from '../api/collection-edits';

/** A collection's name, edited where it shows; `onDone` once saved or given up. */
export function RenameCollectionForm({
  collectionId,
  name,
  onDone,
}: {
  collectionId: string;
  name: string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const change = useChangeCollection(collectionId);
  const { form, submit, submitting, fieldError } = useApiForm<CollectionChange>({
    schema: collectionChangeSchema,
    defaultValues: { name },
    failureTitle: t('collections.renameFailed'),
    guardUnsaved: true,
    onSubmit: async (values) => {
      await change.mutateAsync({ name: values.name });
      showToast({ title: t('collections.renamed') });
      onDone();
    },
  });
  return (
    <form onSubmit={submit} noValidate className="flex w-full flex-col gap-2">
      <TextField
        label={t('collections.nameLabel')}
        maxLength={COLLECTION_NAME_MAX_LENGTH}
        autoComplete="off"
        autoFocus
        required
        error={fieldError('name')}
        {...form.register('name')}
      />
      <div className="flex justify-end gap-2">
        <Button variant="outline" size="sm" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" size="sm" disabled={submitting}>
          {t('collections.saveName')}
        </Button>
      </div>
    </form>
  );
}
