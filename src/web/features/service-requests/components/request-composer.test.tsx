// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok, refusedFields } from '#web/test/fake-api';
import { renderInApp, typeInto } from '#web/test/render-in-app';
import { useSendRequestMessage } from '../api/request-workspace';
import { file, REQUEST_ID, WORKSPACE_PATH } from '../test/workspace-fixtures';
import { RequestComposer } from './request-composer';

const MESSAGES = `POST ${WORKSPACE_PATH}/messages`;
const box = () => screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement;
const sendButton = () => screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement;
const enter = (shiftKey = false) => fireEvent.keyDown(box(), { key: 'Enter', code: 'Enter', shiftKey });
const attached = () =>
  screen.queryAllByRole('button', { name: /^Remove / }).map((button) => button.getAttribute('aria-label'));

/** Chooses files in the picker, as the browser hands them to the page. */
function choose(files: File[]) {
  const input = screen.getByLabelText('Choose files to attach');
  Object.defineProperty(input, 'files', { value: files, configurable: true });
  fireEvent.change(input);
}

/** As the workspace wires it. */
function Compose() {
  const send = useSendRequestMessage(REQUEST_ID);
  return <RequestComposer send={(draft) => send.mutateAsync(draft)} />;
}

describe('RequestComposer', () => {
  it('Enter sends once however often it is pressed while sending; Shift+Enter does not send', async () => {
    const api = fakeApi({ [MESSAGES]: ok({}) });
    renderInApp(<Compose />);
    expect(sendButton().disabled).toBe(true);
    typeInto(box(), 'Hello Nora');
    enter(true);
    expect(api.writes()).toEqual([]);

    const release = api.hold(MESSAGES);
    enter();
    enter();
    fireEvent.click(sendButton());
    await waitFor(() => expect(sendButton().disabled).toBe(true));
    release();
    await waitFor(() => expect(box().value).toBe(''));
    expect(api.writes()).toEqual([
      { method: 'POST', path: `${WORKSPACE_PATH}/messages`, body: { body: 'Hello Nora' } },
    ]);
  });

  it('a refused send keeps the text and the files, says why, and Retry sends them again', async () => {
    const api = fakeApi({
      [MESSAGES]: [refusedFields({ files: 'fileTypeNotAccepted' }), ok({})],
    });
    renderInApp(<Compose />);
    typeInto(box(), 'The sketches');
    choose([file('sketch.png', 'image/png', 1024)]);
    fireEvent.click(sendButton());

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Not sent: Attach images, PDF or zip files only');
    expect(box().value).toBe('The sketches');
    expect(attached()).toEqual(['Remove sketch.png']);

    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(box().value).toBe(''));
    expect(attached()).toEqual([]);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(api.writes()).toHaveLength(2);
    expect(api.writes()[1]).toEqual({
      method: 'POST',
      path: `${WORKSPACE_PATH}/messages`,
      body: { body: 'The sketches', files: 'sketch.png' },
    });
  });

  it('a file alone may be sent', async () => {
    const api = fakeApi({ [MESSAGES]: ok({}) });
    renderInApp(<Compose />);
    choose([file('brief.pdf', 'application/pdf', 2048)]);
    expect(sendButton().disabled).toBe(false);
    fireEvent.click(sendButton());
    await waitFor(() => expect(attached()).toEqual([]));
    expect(api.writes()).toEqual([
      { method: 'POST', path: `${WORKSPACE_PATH}/messages`, body: { body: '', files: 'brief.pdf' } },
    ]);
  });

  it('leaves out a file of another type, one over 20 MB and a sixth, saying why', () => {
    fakeApi();
    renderInApp(<Compose />);
    choose([
      file('notes.txt', 'text/plain', 10),
      file('huge.zip', 'application/zip', 21 * 1024 * 1024),
      ...['1.png', '2.png', '3.png', '4.png', '5.png', '6.png'].map((name) => file(name, 'image/png', 100)),
    ]);
    expect(attached()).toEqual(['1.png', '2.png', '3.png', '4.png', '5.png'].map((name) => `Remove ${name}`));
    expect(screen.getByRole('alert').textContent).toBe(
      [
        'notes.txt is not an image, a PDF or a zip file.',
        'huge.zip is larger than 20 MB.',
        'You can attach up to 5 files.',
      ].join(''),
    );
    // Full: the picker waits until a file is removed.
    expect((screen.getByRole('button', { name: 'Attach files' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Remove 3.png' }));
    expect(attached()).toEqual(['1.png', '2.png', '4.png', '5.png'].map((name) => `Remove ${name}`));
    expect((screen.getByRole('button', { name: 'Attach files' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
