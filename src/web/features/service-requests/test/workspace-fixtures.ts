import type { Quote, RequestEntry, RequestWorkspace } from '#shared/schemas/request-workspace';

// A request of Theo's (the requester) for Nora's service, as the workspace's API answers it.
export const REQUEST_ID = '5b0c1d2e-3f4a-4b5c-8d6e-7f8091a2b3c4';
export const WORKSPACE_PATH = `/api/service-requests/${REQUEST_ID}`;
export const NORA = { handle: 'nora', displayName: 'Nora', avatarUrl: null };
export const THEO = { handle: 'theo', displayName: 'Theo', avatarUrl: null };

let next = 0;
const uuid = () => `00000000-0000-4000-8000-${String(++next).padStart(12, '0')}`;

export function quote(overrides: Partial<Quote> = {}): Quote {
  return {
    id: uuid(),
    price: 500,
    currency: 'USD',
    deliveryDate: '2026-12-20',
    status: 'proposed',
    createdAt: '2026-12-01T10:00:00.000Z',
    milestones: [],
    ...overrides,
  };
}

export function entry(overrides: Partial<RequestEntry> = {}): RequestEntry {
  return {
    id: uuid(),
    kind: 'message',
    author: NORA,
    mine: false,
    body: null,
    createdAt: '2026-12-01T10:00:00.000Z',
    files: [],
    status: null,
    quote: null,
    delivery: null,
    ...overrides,
  };
}

export function workspace(overrides: Partial<RequestWorkspace> = {}): RequestWorkspace {
  return {
    id: REQUEST_ID,
    viewer: 'requester',
    service: {
      id: '3f1c2b7e-8a4d-4c1e-9b2a-5d6e7f8a9b0c',
      title: 'Illustrated map for your venue',
      price: 400,
      currency: 'EUR',
    },
    status: 'pending',
    description: 'A map of our café and the streets around it.',
    budget: 450,
    deadline: '2026-12-24',
    contact: { method: 'Email', info: 'theo@example.com', paymentMethod: 'PayPal' },
    createdAt: '2026-12-01T09:00:00.000Z',
    revisionCount: 0,
    requester: THEO,
    seller: NORA,
    quote: null,
    reviewId: null,
    writeRefusal: null,
    entries: { items: [], nextCursor: null },
    ...overrides,
  };
}

/** A file as the picker hands it over; its size may be set without holding that many bytes. */
export function file(name: string, type: string, size?: number): File {
  const made = new File(['content'], name, { type });
  if (size !== undefined) Object.defineProperty(made, 'size', { value: size });
  return made;
}
