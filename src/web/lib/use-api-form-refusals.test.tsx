// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { dismissToast, getToasts } from '#web/components/ui/toast-store';
import { ApiRequestError } from './api-client';
import { useApiForm, type Refusal } from './use-api-form';

const schema = z.object({ name: z.string().trim().min(1, { message: 'fillAllFields' }) });

function NameForm({
  send,
  refusalToast,
}: {
  send: (checked: { name: string }, typed: { name: string }) => Promise<unknown>;
  refusalToast?: (refusal: Refusal) => { title: string; description?: string } | null | undefined;
}) {
  const { form, submit, fieldError } = useApiForm({
    schema,
    defaultValues: { name: '' },
    failureTitle: 'Not saved',
    refusalToast,
    onSubmit: send,
  });
  return (
    <form onSubmit={submit} noValidate>
      <input aria-label="Name" {...form.register('name')} />
      <p>{fieldError('name')}</p>
      <button type="submit">Save</button>
    </form>
  );
}

const toasts = () => getToasts().map(({ title, description }) => ({ title, description }));
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));
const refused = new ApiRequestError(409, {
  code: 'conflict',
  message: 'Taken',
  messageId: 'valueTaken',
  fields: { name: 'valueTaken' },
});

describe('useApiForm refusals', () => {
  afterEach(() => {
    cleanup();
    for (const toast of getToasts()) dismissToast(toast.id);
  });

  it('by default: the field message, and one toast with the failure title and that message', async () => {
    render(<NameForm send={vi.fn()} />);
    save();
    await screen.findByText('Please fill all fields');
    expect(toasts()).toEqual([{ title: 'Not saved', description: 'Please fill all fields' }]);
  });

  it('a form may choose the toast from what was refused, or show none', async () => {
    const refusalToast = vi.fn(({ error }: Refusal) => (error ? { title: 'Server said no' } : null));
    render(<NameForm send={() => Promise.reject(refused)} refusalToast={refusalToast} />);
    save();
    await screen.findByText('Please fill all fields');
    expect(refusalToast).toHaveBeenLastCalledWith({
      fields: { name: 'fillAllFields' },
      texts: { name: 'Please fill all fields' },
    });
    expect(toasts()).toEqual([]);

    fireEvent.input(screen.getByLabelText('Name'), { target: { value: 'ada' } });
    save();
    await waitFor(() => expect(toasts()).toEqual([{ title: 'Server said no', description: undefined }]));
    expect(refusalToast).toHaveBeenLastCalledWith({
      fields: { name: 'valueTaken' },
      texts: { name: 'That value is already taken. Please choose a different one.' },
      error: refused,
    });
    await screen.findByText('That value is already taken. Please choose a different one.');
  });

  it('sends the checked values, and the values as typed beside them', async () => {
    const send = vi.fn(() => Promise.resolve());
    render(<NameForm send={send} />);
    fireEvent.input(screen.getByLabelText('Name'), { target: { value: ' ada ' } });
    save();
    await waitFor(() => expect(send).toHaveBeenCalledWith({ name: 'ada' }, { name: ' ada ' }));
  });
});
