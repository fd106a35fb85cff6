import { describe, expect, it } from 'vitest';
import { currentNavItem, navItemsFor } from './nav-items';

const label = (role: Parameters<typeof navItemsFor>[0], path: string) => currentNavItem(navItemsFor(role), path)?.label;

describe('currentNavItem', () => {
  it('names only Jobs on the organization’s Jobs page, though it lies under Dashboard', () => {
    expect(label('organization', '/dashboard/opportunities-manager')).toBe('Jobs');
    expect(label('organization', '/dashboard/opportunities-manager/anything')).toBe('Jobs');
  });

  it('names Dashboard on the dashboard and its other sections', () => {
    expect(label('organization', '/dashboard')).toBe('Dashboard');
    expect(label('organization', '/dashboard/recruiters')).toBe('Dashboard');
    expect(label('recruiter', '/dashboard/opportunities-manager')).toBe('Dashboard');
  });

  it('matches whole path segments only, and names none off the navigation', () => {
    expect(label('worker', '/profile')).toBe('Profile');
    expect(label('worker', '/profile-photo')).toBeUndefined();
    expect(label('worker', '/job/123')).toBeUndefined();
    expect(label('recruiter', '/application/screening/a/b')).toBe('Applications');
  });
});
