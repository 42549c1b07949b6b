// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Comment } from '#shared/schemas/comments';
import { fakeApi, ok } from '#web/test/fake-api';
import { refusedWith, renderInApp, toasts, typeInto } from '#web/test/render-in-app';
import { EditCommentForm, NewCommentForm } from './comment-form';

const PROJECT_ID = '7d0a3f4e-2b1c-4e5f-8a9b-0c1d2e3f4a5b';
const COMMENTS = `/api/projects/${PROJECT_ID}/comments`;
const COMMENT: Comment = {
  id: '2e1d0c9b-8a7f-4e6d-9c5b-4a3f2e1d0c9b',
  content: 'Lovely linework',
  createdAt: '2026-01-01T00:00:00.000Z',
  editedAt: null,
  author: null,
  remoteAuthor: null,
  canEdit: true,
  canDelete: true,
};

const box = (name = 'Add a comment') => screen.getByRole('textbox', { name });
const button = (name: RegExp) => screen.getByRole('button', { name });

describe('NewCommentForm', () => {
  it("shows the schema's message on the box and sends nothing", async () => {
    const api = fakeApi();
    renderInApp(<NewCommentForm projectId={PROJECT_ID} />);
    typeInto(box(), '   ');
    fireEvent.click(button(/Post comment/));

    await waitFor(() => expect(refusedWith(box())).toEqual(['Comment cannot be empty']));
    expect(toasts()).toEqual([]);
    expect(api.sent).toEqual([]);
  });

  it("is busy until the server answers, says a refusal in the server's words, then posts and empties", async () => {
    const refusal = {
      status: 404,
      body: { code: 'not_found', message: 'Project not found', messageId: 'projectNotFound' },
    };
    const api = fakeApi({ [`POST ${COMMENTS}`]: [refusal, ok(COMMENT)], [`GET ${COMMENTS}`]: ok([COMMENT]) });
    renderInApp(<NewCommentForm projectId={PROJECT_ID} />);
    typeInto(box(), '  Lovely linework ');
    const release = api.hold(`POST ${COMMENTS}`);
    fireEvent.click(button(/Post comment/));

    await waitFor(() => expect(button(/Posting/)).toHaveProperty('disabled', true));
    release();
    await waitFor(() => expect(toasts()).toEqual([{ title: 'Project not found', description: undefined }]));
    expect((box() as HTMLTextAreaElement).value).toBe('  Lovely linework ');

    fireEvent.click(button(/Post comment/));
    await waitFor(() =>
      expect(toasts()).toContainEqual({ title: 'Comment posted!', description: undefined }),
    );
    expect((box() as HTMLTextAreaElement).value).toBe('');
    const posts = api.sent.filter((request) => request.method === 'POST');
    expect(posts).toEqual([
      { method: 'POST', path: COMMENTS, body: { content: 'Lovely linework' } },
      { method: 'POST', path: COMMENTS, body: { content: 'Lovely linework' } },
    ]);
  });
});

describe('EditCommentForm', () => {
  it('closes without a request when nothing changed, and saves a change', async () => {
    const path = `/api/comments/${COMMENT.id}`;
    const api = fakeApi({ [`PUT ${path}`]: ok({ ...COMMENT, content: 'Lovely linework!' }) });
    let done = 0;
    renderInApp(<EditCommentForm comment={COMMENT} projectId={PROJECT_ID} onDone={() => (done += 1)} />);
    fireEvent.click(button(/Save/));
    await waitFor(() => expect(done).toBe(1));
    expect(api.sent).toEqual([]);

    typeInto(box('Edit your comment'), 'Lovely linework!');
    fireEvent.click(button(/Save/));
    await waitFor(() => expect(done).toBe(2));
    expect(toasts()).toEqual([{ title: 'Comment updated', description: undefined }]);
    expect(api.sent.filter((request) => request.method === 'PUT')).toEqual([
      { method: 'PUT', path, body: { content: 'Lovely linework!' } },
    ]);
  });
});
