// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SessionResponse } from '#shared/schemas/auth';
import { fakeApi, ok, refusedFields } from '#web/test/fake-api';
import { refusedWith, renderInApp, typeInto } from '#web/test/render-in-app';
import { useSendMessage } from '../api/messages';
import { ComposeBox } from './compose-box';

const CONVERSATION = '7d3c9a1e-2b4f-4e6a-8c1d-0f9e8d7c6b5a';
const MESSAGES = `/api/messages/conversations/${CONVERSATION}/messages`;
const box = () => screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement;
const sendButton = () => screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement;
const enter = (shiftKey = false) => fireEvent.keyDown(box(), { key: 'Enter', code: 'Enter', shiftKey });

/** As a thread wires it. */
function Compose() {
  const send = useSendMessage(CONVERSATION);
  return <ComposeBox send={(content) => send.mutateAsync(content)} />;
}

const NAMELESS: SessionResponse = {
  user: {
    id: '1d2c3b4a-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
    email: 'theo@example.test',
    signupUsername: 'theo',
    roles: [],
    language: null,
    theme: null,
    profile: {
      id: '2e3d4c5b-6f7a-4b8c-9d0e-1f2a3b4c5d6e',
      handle: null,
      displayName: null,
      headline: null,
      avatarUrl: null,
    },
  },
};
const NAMED: SessionResponse = {
  user: { ...NAMELESS.user!, profile: { ...NAMELESS.user!.profile, handle: 'theo', displayName: 'Theo' } },
};
const displayName = () => screen.getByRole('textbox', { name: 'Display name' });
const username = () => screen.getByRole('textbox', { name: /^Username/ });

describe('ComposeBox', () => {
  it('sends nothing blank; a message too long is told on the box', async () => {
    const api = fakeApi();
    renderInApp(<Compose />, '/', { session: NAMED });
    typeInto(box(), '   ');
    expect(sendButton().disabled).toBe(true);
    enter();

    // The box stops at 2000 characters as one types; a longer text set at once is still refused.
    typeInto(box(), 'x'.repeat(2001));
    enter();
    await waitFor(() => expect(refusedWith(box())).toContain('Message must be 2000 characters or less'));
    expect(api.sent).toEqual([]);
  });

  it('Enter sends and Shift+Enter does not; busy until the server answers, whose refusal is told on the box with the text back', async () => {
    const api = fakeApi({ [`POST ${MESSAGES}`]: refusedFields({ content: 'invalidCharacters' }) });
    renderInApp(<Compose />, '/', { session: NAMED });
    typeInto(box(), 'Hello Grace');
    enter(true);
    expect(api.sent).toEqual([]);

    const release = api.hold(`POST ${MESSAGES}`);
    enter();
    // The box empties at once; the button waits for the answer.
    await waitFor(() => expect(box().value).toBe(''));
    typeInto(box(), 'And one more thing');
    expect(sendButton().disabled).toBe(true);
    release();
    await waitFor(() =>
      expect(refusedWith(box())).toContain('This text contains characters that cannot be saved.'),
    );
    expect(sendButton().disabled).toBe(false);
    // Something new was typed meanwhile: it stays.
    expect(box().value).toBe('And one more thing');
    expect(api.sent).toEqual([{ method: 'POST', path: MESSAGES, body: { content: 'Hello Grace' } }]);
  });

  it('a refused message comes back into the box', async () => {
    fakeApi({ [`POST ${MESSAGES}`]: refusedFields({ content: 'invalidCharacters' }) });
    renderInApp(<Compose />, '/', { session: NAMED });
    typeInto(box(), 'Hello Grace');
    fireEvent.click(sendButton());
    await waitFor(() =>
      expect(refusedWith(box())).toContain('This text contains characters that cannot be saved.'),
    );
    expect(box().value).toBe('Hello Grace');
  });
});

describe('ComposeBox, for a member without a name', () => {
  it('asks for the name above the box and sends it, then the message, in one send', async () => {
    const api = fakeApi({
      // Read again once the name is saved (the page had it from the server's render).
      'GET /api/auth/session': ok(NAMED),
      'POST /api/profile/onboarding': ok({ handle: 'theo' }),
      [`POST ${MESSAGES}`]: { status: 201, body: {} },
    });
    renderInApp(<Compose />, '/', { session: NAMELESS });
    expect((username() as HTMLInputElement).value).toBe('theo');
    typeInto(displayName(), 'Theo Tan');
    typeInto(box(), 'Hello Grace');
    enter();

    await waitFor(() => expect(screen.queryByRole('group', { name: 'Your name' })).toBeNull());
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        path: '/api/profile/onboarding',
        body: { username: 'theo', displayName: 'Theo Tan' },
      },
      { method: 'POST', path: MESSAGES, body: { content: 'Hello Grace' } },
    ]);
  });

  it('a taken username is told on its field; the message stays in the box and is not sent', async () => {
    const api = fakeApi({
      'GET /api/auth/session': ok(NAMELESS),
      'POST /api/profile/onboarding': refusedFields({ username: 'valueTaken' }, 'conflict'),
    });
    renderInApp(<Compose />, '/', { session: NAMELESS });
    typeInto(displayName(), 'Theo Tan');
    typeInto(box(), 'Hello Grace');
    fireEvent.click(sendButton());

    await waitFor(() =>
      expect(refusedWith(username())).toContain(
        'That value is already taken. Please choose a different one.',
      ),
    );
    expect(box().value).toBe('Hello Grace');
    expect(api.writes().map((write) => write.path)).toEqual(['/api/profile/onboarding']);
  });

  it('a missing display name is told on its field before anything is sent', async () => {
    const api = fakeApi({ 'GET /api/auth/session': ok(NAMELESS) });
    renderInApp(<Compose />, '/', { session: NAMELESS });
    typeInto(box(), 'Hello Grace');
    enter();
    await waitFor(() => expect(refusedWith(displayName())).toEqual(['Display name is required']));
    expect(box().value).toBe('Hello Grace');
    expect(api.writes()).toEqual([]);
  });
});
