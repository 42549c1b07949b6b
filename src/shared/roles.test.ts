import { describe, expect, it } from 'vitest';
import { ADMIN_DASHBOARD_ROLES, canActOn, getAssignableRoles, getBadgeRoles, getBestRank } from './roles';

describe('roles', () => {
  it('ranks a user by their most powerful role', () => {
    expect(getBestRank(['vip', 'moderator', 'support'])).toBe(3);
    expect(getBestRank([])).toBe(7);
    expect(getBestRank(['verified', 'partner'])).toBe(7);
  });

  it('lets staff act only on targets below them; the owner on anyone', () => {
    expect(canActOn(['owner'], ['owner'])).toBe(true);
    expect(canActOn(['admin'], ['moderator'])).toBe(true);
    expect(canActOn(['admin'], ['admin'])).toBe(false);
    expect(canActOn(['moderator'], ['content_mod'])).toBe(true);
    expect(canActOn(['moderator'], ['admin'])).toBe(false);
    expect(canActOn(['junior_mod'], [])).toBe(true);
    expect(canActOn(['vip'], [])).toBe(false);
    expect(canActOn([], [])).toBe(false);
  });

  it('lets the owner, an admin and a moderator hand out the roles below them, and no one else', () => {
    expect(getAssignableRoles(['owner'])).toContain('admin');
    expect(getAssignableRoles(['admin'])).not.toContain('admin');
    expect(getAssignableRoles(['admin'])).toContain('moderator');
    expect(getAssignableRoles(['moderator'])).toEqual(['verified', 'junior_mod', 'support']);
    expect(getAssignableRoles(['support'])).toEqual([]);
  });

  it('opens the dashboard to every role with a staff power, and to no other', () => {
    expect(ADMIN_DASHBOARD_ROLES).toEqual([
      'owner',
      'admin',
      'moderator',
      'content_mod',
      'junior_mod',
      'support',
    ]);
  });

  it('shows badges for every role but user, most powerful first', () => {
    expect(getBadgeRoles(['vip', 'user', 'admin', 'verified'])).toEqual(['admin', 'verified', 'vip']);
  });
});
