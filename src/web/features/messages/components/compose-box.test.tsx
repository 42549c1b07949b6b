// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, refusedFields } from '#web/test/fake-api';
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

describe('ComposeBox', () => {
  it('sends nothing blank; a message too long is told on the box', async () => {
    const api = fakeApi();
    renderInApp(<Compose />);
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
    renderInApp(<Compose />);
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
    renderInApp(<Compose />);
    typeInto(box(), 'Hello Grace');
    fireEvent.click(sendButton());
    await waitFor(() =>
      expect(refusedWith(box())).toContain('This text contains characters that cannot be saved.'),
    );
    expect(box().value).toBe('Hello Grace');
  });
});
