import { useDraftList } from '#web/lib/drafts';

export { draftPath, useDeleteDraft } from '#web/lib/drafts';

/**
 * The member's drafts, newest first, with how many there are and the three newest (what a summary
 * such as the home page's shows). The project and service forms save them (lib/drafts.ts).
 */
export function useDrafts({ enabled = true }: { enabled?: boolean } = {}) {
  const list = useDraftList({ enabled });
  const drafts = list.data ?? [];
  return { ...list, drafts, count: drafts.length, newest: drafts.slice(0, 3) };
}
