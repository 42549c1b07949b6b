// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ERROR_STATUS } from '#shared/errors';
import { MESSAGES } from '#shared/messages';
import { fakeApi, ok, type Reply } from '#web/test/fake-api';
import { renderInApp, toasts, typeInto } from '#web/test/render-in-app';
import { entry, quote, REQUEST_ID, THEO, workspace, WORKSPACE_PATH } from '../test/workspace-fixtures';
import { RequestWorkspaceScreen } from './request-workspace';

const GET = `GET ${WORKSPACE_PATH}`;
const READ = `POST ${WORKSPACE_PATH}/read`;
const proposed = quote({ id: 'e5f6a7b8-c9d0-4e1f-8a2b-4c5d6e7f8091', status: 'proposed' });
const ACCEPT = `POST ${WORKSPACE_PATH}/quotes/${proposed.id}/accept`;
const conflict = (messageId: 'quoteSuperseded'): Reply => ({
  status: ERROR_STATUS.conflict,
  body: { code: 'conflict', message: MESSAGES[messageId], messageId },
});
const box = () => screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement;
const reads = (api: ReturnType<typeof fakeApi>) =>
  api.sent.filter((sent) => sent.path === `${WORKSPACE_PATH}/read`);
const gets = (api: ReturnType<typeof fakeApi>) => api.sent.filter((sent) => sent.method === 'GET');

function open() {
  return renderInApp(<RequestWorkspaceScreen requestId={REQUEST_ID} />, `/service-requests/${REQUEST_ID}`);
}

describe('the request workspace', () => {
  it('shows the service as its heading, the brief, the quote waiting with its answer, and the thread; opening reads it', async () => {
    const api = fakeApi({
      [GET]: ok(
        workspace({
          quote: proposed,
          entries: {
            items: [
              entry({ kind: 'quote', quote: proposed, createdAt: '2026-12-01T11:00:00.000Z' }),
              entry({
                kind: 'message',
                body: 'Hi Theo, happy to help',
                createdAt: '2026-12-01T10:00:00.000Z',
              }),
            ],
            nextCursor: null,
          },
        }),
      ),
      [READ]: ok(),
    });
    open();
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('Illustrated map for your venue');
    expect(within(heading).getByRole('link').getAttribute('href')).toBe(
      '/services/3f1c2b7e-8a4d-4c1e-9b2a-5d6e7f8a9b0c',
    );
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Nora @nora' }).getAttribute('href')).toBe('/nora');
    expect(screen.getByText('A map of our café and the streets around it.')).toBeTruthy();
    expect(screen.getByText('$450')).toBeTruthy();
    // The requester sees their own contact, with no copy button (that is the seller's).
    expect(screen.queryByRole('button', { name: 'Copy contact info' })).toBeNull();
    expect(
      screen.getByText(
        'Payments happen outside Atelier: quotes and milestones are a record both sides agree on, and nothing is charged.',
      ),
    ).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Accept quote' })).toHaveLength(1);
    expect(screen.getByText('Hi Theo, happy to help')).toBeTruthy();
    expect(box()).toBeTruthy();
    // Not the seller: no quote or delivery tools, no status controls.
    expect(screen.queryByRole('button', { name: 'Send quote' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Set status' })).toBeNull();
    await waitFor(() => expect(reads(api)).toHaveLength(1));
  });

  it('keeps a draft through the refetch a write causes, and a 409 says what happened and shows it', async () => {
    const api = fakeApi({
      [GET]: [
        ok(workspace({ quote: proposed })),
        ok(workspace({ quote: { ...proposed, status: 'superseded' } })),
      ],
      [READ]: ok(),
      [ACCEPT]: conflict('quoteSuperseded'),
    });
    open();
    typeInto(await screen.findByRole('textbox', { name: 'Message' }), 'One more question');
    fireEvent.click(screen.getByRole('button', { name: 'Accept quote' }));

    await waitFor(() =>
      expect(toasts()).toEqual([
        { title: 'Could not answer the quote', description: 'A newer quote replaced this one' },
      ]),
    );
    await waitFor(() => expect(screen.getByText('Replaced')).toBeTruthy());
    expect(gets(api)).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Accept quote' })).toBeNull();
    expect(box().value).toBe('One more question');
  });

  it('loads earlier entries above the newest', async () => {
    const api = fakeApi({
      [GET]: ok(
        workspace({
          entries: {
            items: [entry({ body: 'Newest', createdAt: '2026-12-02T10:00:00.000Z' })],
            nextCursor: 'c1',
          },
        }),
      ),
      [`${GET}/entries?before=c1`]: ok({
        items: [entry({ body: 'Oldest', createdAt: '2026-12-01T10:00:00.000Z' })],
        nextCursor: null,
      }),
      [READ]: ok(),
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Load earlier' }));
    await waitFor(() => expect(screen.getByText('Oldest')).toBeTruthy());
    const texts = screen.getAllByText(/^(Oldest|Newest)$/).map((element) => element.textContent);
    expect(texts).toEqual(['Oldest', 'Newest']);
    expect(screen.queryByRole('button', { name: 'Load earlier' })).toBeNull();
    expect(gets(api).map((sent) => sent.path)).toEqual([
      WORKSPACE_PATH,
      `${WORKSPACE_PATH}/entries?before=c1`,
    ]);
  });

  it("the seller gets the status controls, the contact's copy button, Send quote and Deliver; an empty thread is read too", async () => {
    const api = fakeApi({ [GET]: ok(workspace({ viewer: 'seller', status: 'accepted' })), [READ]: ok() });
    open();
    await waitFor(() => expect(reads(api)).toHaveLength(1));
    expect(await screen.findByRole('combobox', { name: 'Set status' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Theo @theo' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy contact info' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send quote' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Deliver' })).toBeTruthy();
  });

  it('once a quote is agreed, the seller delivers but sends no other quote', async () => {
    fakeApi({
      [GET]: ok(workspace({ viewer: 'seller', status: 'in_progress', quote: quote({ status: 'accepted' }) })),
      [READ]: ok(),
    });
    open();
    expect(await screen.findByRole('button', { name: 'Deliver' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send quote' })).toBeNull();
  });

  it('staff on a report read without writing, and read nothing as read', async () => {
    const api = fakeApi({
      [GET]: ok(
        workspace({
          viewer: 'staff',
          writeRefusal: 'staffReadOnly',
          quote: proposed,
          entries: { items: [entry({ body: 'Hello', author: THEO })], nextCursor: null },
        }),
      ),
    });
    open();
    expect(await screen.findByText('Read only: you are viewing this request for a report.')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Message' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Accept quote' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Theo @theo' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Nora @nora' })).toBeTruthy();
    expect(reads(api)).toEqual([]);
  });

  it('a block says why one may not write', async () => {
    fakeApi({ [GET]: ok(workspace({ writeRefusal: 'blocked' })), [READ]: ok() });
    open();
    expect(
      await screen.findByText("You can't write here because one of you blocked the other."),
    ).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Message' })).toBeNull();
  });

  it('a request that is not there (or not theirs) is not found, with the way back', async () => {
    fakeApi({ [GET]: { status: 404, body: { code: 'not_found', message: 'Request not found' } } });
    open();
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Request not found');
    expect(screen.getByRole('link', { name: 'Back to Service Requests' }).getAttribute('href')).toBe(
      '/service-requests',
    );
  });

  it('a failed read offers to try again (after trying once more by itself)', async () => {
    const api = fakeApi({ [GET]: { status: 500, body: { code: 'internal', message: 'Internal error' } } });
    open();
    expect(await screen.findByRole('button', { name: 'Try again' }, { timeout: 3000 })).toBeTruthy();
    expect(gets(api)).toHaveLength(2);
  });
});
