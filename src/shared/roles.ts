/** Every role of docs/product/entities.md (Roles); 'user' is the default and shows no badge. */
export const ROLES = [
  'owner',
  'admin',
  'moderator',
  'content_mod',
  'junior_mod',
  'support',
  'partner',
  'verified',
  'developer',
  'early_supporter',
  'vip',
  'user',
] as const;
export type Role = (typeof ROLES)[number];

/**
 * Lower rank means more power (docs/product/roles-and-permissions.md, Rank order). Roles not listed rank
 * like a plain user.
 */
export const ROLE_RANK: Partial<Record<Role, number>> = {
  owner: 1,
  admin: 2,
  moderator: 3,
  content_mod: 4,
  junior_mod: 5,
  support: 6,
  user: 7,
};
const USER_RANK = 7;

/**
 * Each staff power and the roles that hold it, from the badge meanings of
 * docs/product/roles-and-permissions.md: owner full control; admin bans and manages content; moderator
 * warns and moderates content; content_mod deletes projects and services; junior_mod issues warnings;
 * support views reports and helps users.
 * The server checks these, and the rank rule (canActOn) for every action on a member.
 */
export const STAFF_POWERS = {
  findMembers: ['owner', 'admin', 'moderator', 'junior_mod', 'support'],
  warn: ['owner', 'admin', 'moderator', 'junior_mod'],
  viewWarnings: ['owner', 'admin', 'moderator', 'junior_mod'],
  ban: ['owner', 'admin'],
  viewBans: ['owner', 'admin', 'moderator'],
  assignRoles: ['owner', 'admin', 'moderator'],
  removeRoles: ['owner'],
  deleteAccounts: ['owner', 'admin'],
  viewReports: ['owner', 'admin', 'moderator', 'support'],
  handleReports: ['owner', 'admin', 'moderator'],
  moderateContent: ['owner', 'admin', 'moderator', 'content_mod'],
  viewAudit: ['owner', 'admin'],
  // Jobs that failed every attempt (mail among them) are the platform's running, as the audit is.
  viewJobs: ['owner', 'admin'],
  // "Moderate reports and feedback" (docs/product/overview.md); support "helps users", so reads and answers
  // it too.
  handleFeedback: ['owner', 'admin', 'moderator', 'support'],
  // Announcing speaks for Atelier to everyone: moderators do as owner and admin do (decision 55), the
  // roles below them do not.
  announce: ['owner', 'admin', 'moderator'],
  // "Author or an admin" may delete a comment (docs/product/roles-and-permissions.md, Ownership).
  moderateComments: ['owner', 'admin'],
  // "Service reviews can be deleted by owner, admin or moderator" besides their author
  // (docs/product/roles-and-permissions.md, Ownership).
  moderateReviews: ['owner', 'admin', 'moderator'],
  // Limiting or suspending another server decides for all its accounts at once, as a ban decides for
  // one member: those who ban (docs/decisions/0071-federation-with-fedify.md).
  moderateFederation: ['owner', 'admin'],
} as const satisfies Record<string, readonly Role[]>;
export type StaffPower = keyof typeof STAFF_POWERS;

/**
 * Who opens the admin dashboard: every role that holds a staff power, each seeing the tabs and
 * actions of its own powers (decision 56). Owner, admin and moderator see all of it or nearly.
 */
export const ADMIN_DASHBOARD_ROLES: readonly Role[] = ROLES.filter((role) =>
  Object.values(STAFF_POWERS).some((holders) => (holders as readonly Role[]).includes(role)),
);

/** Whether someone with these roles holds the power. */
export const hasPower = (roles: readonly Role[], power: StaffPower) =>
  roles.some((role) => (STAFF_POWERS[power] as readonly Role[]).includes(role));

const ASSIGNABLE_BY_OWNER: readonly Role[] = [
  'admin',
  'moderator',
  'partner',
  'verified',
  'developer',
  'early_supporter',
  'vip',
  'content_mod',
  'junior_mod',
  'support',
];

/** Roles a staff member with the given roles may hand out. */
export function getAssignableRoles(actorRoles: readonly Role[]): readonly Role[] {
  if (actorRoles.includes('owner')) return ASSIGNABLE_BY_OWNER;
  if (actorRoles.includes('admin')) return ASSIGNABLE_BY_OWNER.filter((role) => role !== 'admin');
  if (actorRoles.includes('moderator')) return ['verified', 'junior_mod', 'support'];
  return [];
}

/** The best (numerically lowest) rank among a user's roles. */
export function getBestRank(roles: readonly Role[]): number {
  return roles.reduce((best, role) => Math.min(best, ROLE_RANK[role] ?? USER_RANK), USER_RANK);
}

/** A staff member may act on a target only when the target ranks strictly below them in power. */
export function canActOn(actorRoles: readonly Role[], targetRoles: readonly Role[]): boolean {
  const actorRank = getBestRank(actorRoles);
  if (actorRank >= USER_RANK) return false;
  if (actorRoles.includes('owner')) return true;
  return getBestRank(targetRoles) > actorRank;
}

/** Roles that show a badge, in rank order first and then as listed. */
export function getBadgeRoles(roles: readonly Role[]): Role[] {
  return ROLES.filter((role) => role !== 'user' && roles.includes(role));
}
