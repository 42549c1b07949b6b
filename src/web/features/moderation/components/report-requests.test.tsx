// @vitest-environment happy-dom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ReportRequestRow, ReportRow } from '#shared/schemas/moderation';
import { fakeApi, ok } from '#web/test/fake-api';
import { renderInApp } from '#web/test/render-in-app';
import { ReportsTab } from './reports-tab';

const OWNER = { userId: '0b6c1f4e-2d3a-4b5c-8d9e-0f1a2b3c4d5e', handle: 'nora', displayName: 'Nora Vale' };
const REPORTER = { userId: '1c7d2a5f-3e4b-4c6d-9e0f-1a2b3c4d5e6f', handle: 'rita', displayName: 'Rita' };

const report = (overrides: Partial<ReportRow>): ReportRow => ({
  id: '2d8e3b6a-4f5c-4d7e-8f1a-2b3c4d5e6f70',
  reporter: REPORTER,
  targetType: 'user',
  targetId: OWNER.userId,
  target: { label: 'Nora Vale', path: '/nora', owner: OWNER, held: false },
  reason: 'spam',
  details: null,
  status: 'open',
  createdAt: '2026-12-01T09:00:00.000Z',
  ...overrides,
});

const ON_NORA = report({});
const ON_SERVICE = report({
  id: '3e9f4c7b-5a6d-4e8f-9a2b-3c4d5e6f7081',
  targetType: 'service',
  targetId: '4fa05d8c-6b7e-4f9a-8b3c-4d5e6f708192',
  target: { label: 'Illustrated maps', path: '/services/4fa05d8c', owner: OWNER, held: false },
  status: 'reviewing',
});
const ON_PROJECT = report({
  id: '50b16e9d-7c8f-4a0b-9c4d-5e6f708192a3',
  targetType: 'project',
  target: { label: 'Harbour map', path: '/nora/harbour-map', owner: OWNER, held: false },
});
const RESOLVED = report({ id: '61c27fae-8d9a-4b1c-8d5e-6f708192a3b4', status: 'resolved' });

const REQUEST: ReportRequestRow = {
  id: '72d380bf-9eab-4c2d-9e6f-708192a3b4c5',
  serviceTitle: 'Illustrated map for your venue',
  status: 'in_progress',
  createdAt: '2026-11-28T09:00:00.000Z',
  requester: { handle: 'theo', displayName: 'Theo' },
  seller: { handle: 'nora', displayName: 'Nora Vale' },
};

const requestsOf = (reportId: string) => `GET /api/admin/reports/${reportId}/requests`;
const toggles = () => screen.queryAllByRole('button', { name: /^Requests involved/ });

function openTab(handleReports = true) {
  const api = fakeApi({
    'GET /api/admin/reports': ok([ON_NORA, ON_SERVICE, ON_PROJECT, RESOLVED]),
    [requestsOf(ON_NORA.id)]: ok([REQUEST]),
    [requestsOf(ON_SERVICE.id)]: ok([]),
  });
  renderInApp(<ReportsTab powers={{ handleReports, moderateContent: false }} />, '/admin?tab=reports');
  return api;
}

describe('the Reports tab: requests involved', () => {
  it('offers them on a report in hand on a member or a service, and reads them only when opened', async () => {
    const api = openTab();
    await screen.findByRole('table');
    expect(toggles().map((button) => button.textContent)).toEqual([
      'Requests involved — Nora Vale',
      'Requests involved — Illustrated maps',
    ]);
    expect(api.sent.filter((sent) => sent.path.endsWith('/requests'))).toEqual([]);
  });

  it('lists each request as a link to its workspace, with its status and sides, and says opening one is audited', async () => {
    const api = openTab();
    const [toggle] = await screen.findAllByRole('button', { name: /^Requests involved/ });
    if (!toggle) throw new Error('no disclosure');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const link = await screen.findByRole('link', { name: 'Illustrated map for your venue' });
    expect(link.getAttribute('href')).toBe(`/service-requests/${REQUEST.id}`);
    expect(toggle.textContent).toBe('Requests involved (1) — Nora Vale');
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    if (!panel) throw new Error('no panel');
    expect(within(panel).getByText(/In Progress · @theo to @nora/)).toBeTruthy();
    expect(within(panel).getByText('Opening a request is recorded in the audit log.')).toBeTruthy();
    expect(api.sent.filter((sent) => sent.path.endsWith('/requests')).map((sent) => sent.path)).toEqual([
      `/api/admin/reports/${ON_NORA.id}/requests`,
    ]);
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(panel.hidden).toBe(true);
  });

  it('says so when no request involves the reported service', async () => {
    openTab();
    const toggle = await screen.findByRole('button', { name: /Illustrated maps$/ });
    fireEvent.click(toggle);
    expect(await screen.findByText('No requests involve this.')).toBeTruthy();
    expect(toggle.textContent).toBe('Requests involved (0) — Illustrated maps');
  });

  it('is not offered to staff who may not handle reports', async () => {
    openTab(false);
    await screen.findByRole('table');
    expect(toggles()).toEqual([]);
  });
});
