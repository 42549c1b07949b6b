import { FACTORY_PASSWORD } from '#server/seed/factories';
import type { Community } from './community';
import type { Reply } from './virtual-client';

export type RequestKind =
  | 'explore search'
  | 'people search'
  | 'services search'
  | 'profile view'
  | 'sign-in'
  | 'follow'
  | 'unfollow'
  | 'comment'
  | 'service request';

export type PlannedRequest = {
  kind: RequestKind;
  method: string;
  path: string;
  body?: unknown;
  /** The member a sign-in signs in as, or a follow is about. */
  member?: number;
};

type Choice = 'explore' | 'people' | 'services' | 'profile' | 'sign-in' | 'follow' | 'comment' | 'request';

// Reads outnumber writes, as on any community site; every write still comes often enough to contend.
// Follow stands for follow or unfollow: whichever changes the visitor's state.
const MIX: [Choice, number][] = [
  ['explore', 10],
  ['people', 10],
  ['services', 10],
  ['profile', 20],
  ['sign-in', 6],
  ['follow', 20],
  ['comment', 12],
  ['request', 12],
];
const MIX_TOTAL = MIX.reduce((sum, [, weight]) => sum + weight, 0);

// Words of the seed's vocabularies (bench/vocabulary.ts), whole and typed halfway: common and rare.
const SEARCHES = {
  explore: ['synth', 'dashboard', 'react', 'garden planner', 'pixel', 'chess'],
  people: ['typo', 'berlin', 'illustr', 'grace', 'rust', 'teaching'],
  services: ['portfolio', 'landing', 'design', 'music', 'cozy', 'for students'],
};

const pick = <T>(items: readonly T[]): T => {
  const item = items[Math.floor(Math.random() * items.length)];
  if (item === undefined) throw new Error('picked from an empty list');
  return item;
};

let commentCount = 0;

/**
 * What one virtual client asks next, and what it remembers from the answers: who it is signed in as
 * and whom that account follows. Every request is one that should succeed (2xx): a follow goes to
 * someone else, a service request to another's service, a comment to a published project.
 */
export class Visitor {
  private member: number | undefined;
  private following = new Set<number>();

  constructor(private readonly community: Community) {}

  next(): PlannedRequest {
    let roll = Math.random() * MIX_TOTAL;
    const choice = MIX.find(([, weight]) => (roll -= weight) < 0)?.[0] ?? 'profile';
    const signedInAction = choice === 'follow' || choice === 'comment' || choice === 'request';
    if (choice === 'sign-in' || (signedInAction && this.member === undefined)) {
      return this.signIn();
    }
    switch (choice) {
      case 'explore':
      case 'people':
      case 'services':
        return {
          kind: `${choice} search`,
          method: 'GET',
          path: `/api/${choice}?q=${encodeURIComponent(pick(SEARCHES[choice]))}`,
        };
      case 'follow':
        return this.toggleFollow();
      case 'comment':
        commentCount += 1;
        return {
          kind: 'comment',
          method: 'POST',
          path: `/api/projects/${pick(this.community.projectIds)}/comments`,
          body: { content: `Stress comment ${commentCount}: lovely work, how long did the layout take?` },
        };
      case 'request':
        return this.requestService();
      default:
        return this.viewProfile();
    }
  }

  /** Remembers what a successful answer changed. */
  answered(planned: PlannedRequest, reply: Reply) {
    if (reply.status < 200 || reply.status > 299) return;
    if (planned.member === undefined) return;
    if (planned.kind === 'sign-in') {
      this.member = planned.member;
      this.following = new Set();
    }
    if (planned.kind === 'follow') this.following.add(planned.member);
    if (planned.kind === 'unfollow') this.following.delete(planned.member);
  }

  // Any account, as often as it comes up: the server counts only failed sign-ins (sign-in-throttle.ts).
  private signIn(): PlannedRequest {
    const account = Math.floor(Math.random() * this.community.members.length);
    const member = this.community.members[account];
    if (!member) throw new Error('the community has no members');
    return {
      kind: 'sign-in',
      member: account,
      method: 'POST',
      path: '/api/auth/sign-in',
      body: { email: member.email, password: FACTORY_PASSWORD },
    };
  }

  private viewProfile(): PlannedRequest {
    return {
      kind: 'profile view',
      method: 'GET',
      path: `/api/profiles/${pick(this.community.members).handle}`,
    };
  }

  private toggleFollow(): PlannedRequest {
    const { members } = this.community;
    // Unfollow someone followed about as often as follow someone new, so both writes get load.
    const unfollow = this.following.size > 0 && Math.random() < 0.5;
    let target = unfollow ? pick([...this.following]) : Math.floor(Math.random() * members.length);
    if (!unfollow && (target === this.member || this.following.has(target))) {
      target = (target + 1) % members.length;
      if (target === this.member) target = (target + 1) % members.length;
    }
    const following = this.following.has(target);
    return {
      kind: following ? 'unfollow' : 'follow',
      method: following ? 'DELETE' : 'PUT',
      path: `/api/profiles/${members[target]?.handle}/follow`,
      member: target,
    };
  }

  private requestService(): PlannedRequest {
    const me = this.member === undefined ? undefined : this.community.members[this.member];
    const others = this.community.services.filter((service) => service.sellerUserId !== me?.userId);
    return {
      kind: 'service request',
      method: 'POST',
      path: `/api/services/${pick(others).id}/requests`,
      body: {
        description: 'A one-page site for a small bakery, with opening hours and a contact form.',
        contactMethod: 'Email',
        contactInfo: 'buyer@example.test',
        budget: 400,
        deadline: null,
        paymentMethod: null,
      },
    };
  }
}
