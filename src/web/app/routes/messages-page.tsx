import { RequireSession } from '../../components/routing/require-session';
import { BlockButton } from '../../features/blocks/components/block-button';
import { MessagesScreen } from '../../features/messages/components/messages-screen';

/** /messages, with Block in each thread's header (blocks are their own feature). */
export default function MessagesPage() {
  return (
    <RequireSession>
      <MessagesScreen threadActions={(other) => <BlockButton handle={other.handle} blocked={false} />} />
    </RequireSession>
  );
}
