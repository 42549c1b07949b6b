import { Star } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '#web/i18n/react';
import { Link } from 'react-router';
import type { RequestWorkspace } from '#shared/schemas/request-workspace';
import { buttonClasses } from '#web/components/ui/button';
import { QuoteAnswer } from './quote-answer';
import { QuoteCard } from './quote-card';
import { SellerControls } from './seller-controls';
import { WorkspaceBrief } from './workspace-brief';

/**
 * What the deal stands on, beside the thread on a desktop and above it on a phone: the brief, the
 * seller's status controls (or the requester's way to review), and the quote with its milestones.
 */
export function WorkspaceSidebar({ workspace }: { workspace: RequestWorkspace }) {
  const { t } = useTranslation();
  const writable = workspace.writeRefusal === null;
  const canReview =
    workspace.viewer === 'requester' && workspace.status === 'completed' && workspace.reviewId === null;
  return (
    <div className="flex flex-col gap-4">
      <WorkspaceBrief workspace={workspace} />
      {workspace.viewer === 'seller' &&
        writable &&
        workspace.status !== 'completed' &&
        workspace.status !== 'rejected' && (
          <div className="rounded-2xl border border-slate-200 bg-surface p-4 shadow-sm">
            <SellerControls request={workspace} className="" />
          </div>
        )}
      {canReview && (
        <Link
          to={`/services/${workspace.service.id}?review=${workspace.id}`}
          className={buttonClasses('primary', 'md', 'self-start')}
        >
          <Star aria-hidden className="size-4" />
          {t('requests.rate')}
        </Link>
      )}
      <QuoteSection workspace={workspace} />
    </div>
  );
}

function QuoteSection({ workspace }: { workspace: RequestWorkspace }) {
  const { t } = useTranslation();
  const titleId = useId();
  const { quote } = workspace;
  const answerable =
    quote?.status === 'proposed' && workspace.viewer === 'requester' && workspace.writeRefusal === null;
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-2xl border border-slate-200 bg-surface p-4 shadow-sm"
    >
      <h2 id={titleId} className="text-lg font-semibold">
        {t('workspace.quote.title')}
      </h2>
      {quote ? (
        <QuoteCard
          quote={quote}
          className="mt-3 border-0 p-0 shadow-none"
          actions={answerable ? <QuoteAnswer requestId={workspace.id} quoteId={quote.id} /> : null}
        />
      ) : (
        <p className="mt-2 text-sm text-slate-600">
          {workspace.viewer === 'seller' ? t('workspace.quote.noneSeller') : t('workspace.quote.none')}
        </p>
      )}
      <p className="mt-3 rounded-lg bg-slate-50 p-3 text-xs text-slate-600">
        {t('workspace.quote.offPlatform')}
      </p>
    </section>
  );
}
