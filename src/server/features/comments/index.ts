// What other folders may use of this feature (docs/architecture.md, Server floors).
import type { Feature } from '#server/feature-kit/feature';
import { commentRoutes } from './routes';
import { commentReplies } from './service';

export {
  commentReplies,
  deleteCommentsOfRemoteActors,
  deleteRemoteComment,
  editRemoteComment,
  // The bench's write targets replay its statements (scripts/bench/writes.ts).
  postComment,
  postRemoteComment,
} from './service';

export const commentsFeature: Feature = {
  routes: [{ plugin: commentRoutes }],
  jobs: (deps) => [commentReplies(deps)],
};
