import { LOCAL_UPLOADS_PREFIX } from '#server/storage/local-storage';
import type { AiTrainingAllowed } from './robots';

type TdmRule = { location: string; 'tdm-reservation': 0 | 1 };

/**
 * /.well-known/tdmrep.json (W3C TDMRep): text and data mining rights are reserved for the whole site
 * but for the pages and files of members who let AI models train on their work. A TDM agent uses the
 * first rule whose location matches, so theirs come first; locations match as robots.txt patterns do.
 */
export function tdmRepRules(allowed: AiTrainingAllowed[]): TdmRule[] {
  const open = (location: string): TdmRule => ({ location, 'tdm-reservation': 0 });
  return [
    ...allowed.flatMap(({ handle, userId }) => [
      open(`/${handle}$`),
      open(`/${handle}/`),
      open(`${LOCAL_UPLOADS_PREFIX}*/${userId}/`),
    ]),
    { location: '/', 'tdm-reservation': 1 },
  ];
}
