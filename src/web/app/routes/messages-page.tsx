import { RequireSession } from '#web/components/routing/require-session';
import { BlockButton } from '#web/features/blocks/components/block-button';
import { MessagesScreen } from '#web/features/messages/components/messages-screen';

/**
 * /messages, with Block in each thread's header (blocks are their own feature). Open before the
 * profile is set up: the composer asks for the name inline, rather than sending the member away.
 */
export default function MessagesPage() {
  return (
    <RequireSession allowWithoutHandle>
      <MessagesScreen threadActions={(other) => <BlockButton handle={other.handle} blocked={false} />} />
    </RequireSession>
  );
}
