// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RequestEntry } from '#shared/schemas/request-workspace';
import { fakeApi, ok } from '#web/test/fake-api';
import { renderInApp, toasts, typeInto } from '#web/test/render-in-app';
import { entry, NORA, quote, REQUEST_ID, THEO, WORKSPACE_PATH } from '../test/workspace-fixtures';
import { ThreadEntry } from './thread-entry';

const MILESTONE = { id: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d', position: 2, title: 'Sketches' };
const DELIVERY_ID = 'b2c3d4e5-f6a7-4b8c-9d0e-1f2a3b4c5d6e';
const FILE = {
  id: 'c3d4e5f6-a7b8-4c9d-8e0f-2a3b4c5d6e7f',
  name: 'sketches.pdf',
  contentType: 'application/pdf' as const,
  size: 2_621_440,
  path: `${WORKSPACE_PATH}/files/c3d4e5f6-a7b8-4c9d-8e0f-2a3b4c5d6e7f`,
};

function show(shown: RequestEntry, canAnswerDeliveries = false) {
  return renderInApp(
    <ul>
      <ThreadEntry entry={shown} requestId={REQUEST_ID} canAnswerDeliveries={canAnswerDeliveries} />
    </ul>,
  );
}
const text = () => document.body.textContent?.replace(/\s+/g, ' ').trim();

describe('ThreadEntry', () => {
  it('a message: its text and its files, each a download with its size', () => {
    const { container } = show(entry({ kind: 'message', body: 'Here are the sketches', files: [FILE] }));
    expect(screen.getByText('Here are the sketches')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Download sketches.pdf (2.5 MB)' });
    expect(link.getAttribute('href')).toBe(FILE.path);
    expect(link.getAttribute('download')).toBe('sketches.pdf');
    // Theirs: on the left, named.
    expect(container.querySelector('li')?.className).toContain('items-start');
    expect(screen.getByText('Nora')).toBeTruthy();
  });

  it("one's own message sits on the right, unnamed", () => {
    const { container } = show(entry({ kind: 'message', author: THEO, mine: true, body: 'Thanks!' }));
    expect(container.querySelector('li')?.className).toContain('items-end');
    expect(screen.queryByText('Theo')).toBeNull();
  });

  it('status changes: who did what, or the new status alone', () => {
    show(entry({ kind: 'status', status: { from: 'pending', to: 'accepted' } }));
    expect(text()).toContain('Nora accepted the request');
  });

  it('a status change by a member whose account is gone names the status', () => {
    show(entry({ kind: 'status', author: null, status: { from: 'accepted', to: 'in_progress' } }));
    expect(text()).toContain('Status changed to In Progress');
  });

  it('a quote: price, date, milestones and their state, as it stands now', () => {
    show(
      entry({
        kind: 'quote',
        quote: quote({
          status: 'accepted',
          milestones: [
            {
              ...MILESTONE,
              position: 1,
              title: 'Sketches',
              amount: 200,
              dueDate: '2026-12-10',
              status: 'approved',
            },
            {
              ...MILESTONE,
              id: 'd4e5f6a7-b8c9-4d0e-8f1a-3b4c5d6e7f80',
              title: 'Final map',
              amount: 300,
              dueDate: '2026-12-20',
              status: 'open',
            },
          ],
        }),
      }),
    );
    const shown = text();
    expect(shown).toContain('Nora sent a quote');
    expect(shown).toContain('USD 500');
    expect(shown).toContain('Delivery by Dec 20, 2026');
    expect(shown).toContain('Agreed');
    expect(shown).toContain('1. Sketches');
    expect(shown).toContain('USD 200');
    expect(shown).toContain('Approved');
    expect(shown).toContain('2. Final map');
    expect(shown).toContain('Open');
    // Answered in the sidebar, not here.
    expect(screen.queryByRole('button', { name: 'Accept quote' })).toBeNull();
  });

  it('answers to a quote are lines', () => {
    show(entry({ kind: 'quoteAccepted', author: THEO, quote: quote({ status: 'accepted' }) }));
    expect(text()).toContain('Theo accepted the quote');
  });

  it('a declined quote is a line', () => {
    show(entry({ kind: 'quoteDeclined', author: THEO, quote: quote({ status: 'declined' }) }));
    expect(text()).toContain('Theo declined the quote');
  });

  it('a delivery of a milestone, waiting: the requester approves it', async () => {
    const api = fakeApi({ [`POST ${WORKSPACE_PATH}/deliveries/${DELIVERY_ID}/approve`]: ok() });
    show(
      entry({
        kind: 'delivery',
        body: 'First round',
        files: [FILE],
        delivery: { id: DELIVERY_ID, status: 'submitted', milestone: MILESTONE },
      }),
      true,
    );
    expect(text()).toContain('Nora delivered work');
    expect(text()).toContain('Delivery of milestone 2: Sketches');
    expect(text()).toContain('Waiting for review');
    expect(screen.getByRole('link', { name: /^Download sketches\.pdf/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(toasts()).toEqual([{ title: 'Delivery approved', description: undefined }]));
    expect(api.writes()).toEqual([
      { method: 'POST', path: `${WORKSPACE_PATH}/deliveries/${DELIVERY_ID}/approve`, body: undefined },
    ]);
  });

  it('asking for changes takes a note, which the form requires', async () => {
    const changes = `${WORKSPACE_PATH}/deliveries/${DELIVERY_ID}/changes`;
    const api = fakeApi({ [`POST ${changes}`]: ok() });
    show(
      entry({ kind: 'delivery', delivery: { id: DELIVERY_ID, status: 'submitted', milestone: null } }),
      true,
    );
    expect(text()).toContain('Delivery of the whole request');
    fireEvent.click(screen.getByRole('button', { name: 'Ask for changes' }));
    fireEvent.click(screen.getByRole('button', { name: 'Request changes' }));
    await waitFor(() => expect(screen.getByText('Say what should change')).toBeTruthy());
    expect(api.writes()).toEqual([]);

    typeInto(screen.getByRole('textbox', { name: 'What should change?' }), 'Bigger street names');
    fireEvent.click(screen.getByRole('button', { name: 'Request changes' }));
    await waitFor(() =>
      expect(toasts().at(-1)).toEqual({ title: 'Changes requested', description: undefined }),
    );
    expect(api.writes()).toEqual([{ method: 'POST', path: changes, body: { note: 'Bigger street names' } }]);
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('the seller, or a delivery already answered, shows no answer buttons', () => {
    show(entry({ kind: 'delivery', delivery: { id: DELIVERY_ID, status: 'submitted', milestone: null } }));
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('an approval and a change request are lines, the latter with its note', () => {
    show(
      entry({
        kind: 'changesRequested',
        author: THEO,
        body: 'Bigger street names',
        delivery: { id: DELIVERY_ID, status: 'changesRequested', milestone: MILESTONE },
      }),
    );
    expect(text()).toContain('Theo asked for changes');
    expect(text()).toContain('Delivery of milestone 2: Sketches');
    expect(text()).toContain('Bigger street names');
  });

  it('an approval names what it approved', () => {
    show(
      entry({
        kind: 'deliveryApproved',
        author: { ...NORA, displayName: null, handle: 'theo' },
        delivery: { id: DELIVERY_ID, status: 'approved', milestone: null },
      }),
    );
    expect(text()).toContain('theo approved the delivery');
    expect(text()).toContain('Delivery of the whole request');
  });
});
