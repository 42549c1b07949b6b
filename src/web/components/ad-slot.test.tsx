// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveConsent } from '#web/lib/consent-store';
import { AdSlot } from './ad-slot';

function renderSlot(adsClientId: string | null) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ adsClientId }), { status: 200 })),
  );
  const client = new QueryClient();
  return render(
    <QueryClientProvider client={client}>
      <AdSlot slot="1234" />
    </QueryClientProvider>,
  );
}

const adScript = () => document.querySelector('script[src*="googlesyndication"]');

describe('AdSlot', () => {
  beforeEach(() => {
    window.localStorage.clear();
    document.head.innerHTML = '';
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('renders and loads nothing before the visitor decides', async () => {
    const { container } = renderSlot('ca-pub-1234567890123456');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container.innerHTML).toBe('');
    expect(adScript()).toBeNull();
  });

  it('renders and loads nothing when advertising was refused', async () => {
    saveConsent({ analytics: true, advertising: false });
    const { container } = renderSlot('ca-pub-1234567890123456');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container.innerHTML).toBe('');
    expect(adScript()).toBeNull();
  });

  it('renders and loads nothing with consent but no configured ad client', async () => {
    saveConsent({ analytics: false, advertising: true });
    const { container } = renderSlot(null);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container.innerHTML).toBe('');
    expect(adScript()).toBeNull();
  });

  it('shows the slot and loads the ad script once consent and a client id are both there', async () => {
    saveConsent({ analytics: false, advertising: true });
    const { container } = renderSlot('ca-pub-1234567890123456');
    await waitFor(() => expect(container.querySelector('ins.adsbygoogle')).not.toBeNull());
    expect(container.querySelector('ins')?.getAttribute('data-ad-client')).toBe('ca-pub-1234567890123456');
    // The script is asked for once the slot is on the screen.
    await waitFor(() => expect(adScript()?.getAttribute('src')).toContain('client=ca-pub-1234567890123456'));
  });
});
