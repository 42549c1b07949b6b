import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from '#web/i18n/react';
import { COLLECTION_NAME_MAX_LENGTH } from '#shared/constants';
import { collectionInputSchema, type CollectionInput } from '#shared/schemas/collections';
import { Button } from '#web/components/ui/button';
import { Switch } from '#web/components/ui/switch';
import { TextField } from '#web/components/ui/text-field';
import { useApiForm } from '#web/lib/use-api-form';
import { useCreateCollection } from '../api/saves';

/**
 * A new named collection: its name and whether it is public. Given a project (the save dialog),
 * the collection is made with the project already in it, in the same request.
 */
export function NewCollectionForm({
  projectId,
  onCreated,
  onCancel,
}: {
  projectId?: string;
  onCreated: (collectionId: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const switchId = useId();
  const create = useCreateCollection();
  const { form, submit, submitting, fieldError } = useApiForm<CollectionInput>({
    schema: collectionInputSchema,
    defaultValues: { name: '', isPublic: false, ...(projectId ? { projectId } : {}) },
    failureTitle: t('collections.createFailed'),
    guardUnsaved: true,
    onSubmit: async (values) => {
      const { id } = await create.mutateAsync(values);
      onCreated(id);
    },
  });
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <TextField
        label={t('collections.nameLabel')}
        maxLength={COLLECTION_NAME_MAX_LENGTH}
        autoComplete="off"
        autoFocus
        required
        error={fieldError('name')}
        {...form.register('name')}
      />
      {/* The whole row is the switch's label: 44 px under a finger, and the words name it. */}
      <label htmlFor={switchId} className="flex min-h-11 cursor-pointer items-center justify-between gap-4">
        <span>
          <span id={`${switchId}-label`} className="block text-sm font-medium text-slate-800">
            {t('collections.publicLabel')}
          </span>
          <span id={`${switchId}-hint`} className="block text-xs text-slate-500">
            {t('collections.publicHint')}
          </span>
        </span>
        <Controller
          control={form.control}
          name="isPublic"
          render={({ field }) => (
            <Switch
              id={switchId}
              className="min-h-6"
              aria-labelledby={`${switchId}-label`}
              aria-describedby={`${switchId}-hint`}
              checked={field.value ?? false}
              onCheckedChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
            />
          )}
        />
      </label>
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={submitting}>
          {submitting ? t('collections.creating') : t('collections.create')}
        </Button>
      </div>
    </form>
  );
}
