/**
 * What a response carrying a member's reserved work says to crawlers: no AI training (the `noai`
 * and `noimageai` directives some crawlers honour) and TDM rights reserved (W3C TDMRep's header).
 */
export const AI_TRAINING_RESERVED_HEADERS = {
  'x-robots-tag': 'noai, noimageai',
  'tdm-reservation': '1',
} as const;
