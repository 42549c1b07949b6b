// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FRAME_HOSTS_META } from '#shared/video-embed';
import { renderInApp } from '#web/test/render-in-app';
import { VideoFacade } from './video-facade';

const PEERTUBE = 'https://framatube.org/w/9c9de5e8GjkoGTQbF5UzDr';

function nameFramedHosts(content: string) {
  const meta = document.createElement('meta');
  meta.name = FRAME_HOSTS_META;
  meta.content = content;
  document.head.append(meta);
}

afterEach(() => {
  document.head.querySelector(`meta[name="${FRAME_HOSTS_META}"]`)?.remove();
  window.history.replaceState(null, '', '/');
  vi.restoreAllMocks();
});

describe('VideoFacade', () => {
  it('loads nothing of the player until tapped, then frames it in place', () => {
    renderInApp(<VideoFacade id="video-1" url="https://youtu.be/dQw4w9WgXcQ" caption={null} />);
    expect(document.querySelector('iframe')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Play YouTube video (YouTube)' }));
    expect(document.querySelector('iframe')?.getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1',
    );
  });

  it('plays a PeerTube video in place when the document may frame its instance', () => {
    nameFramedHosts('https://framatube.org');
    renderInApp(<VideoFacade id="video-1" url={PEERTUBE} caption="At the quay" />);
    fireEvent.click(screen.getByRole('button', { name: 'Play At the quay (PeerTube)' }));
    expect(document.querySelector('iframe')?.getAttribute('src')).toBe(
      'https://framatube.org/videos/embed/9c9de5e8GjkoGTQbF5UzDr?autoplay=1',
    );
  });

  it('loads the page again at the video to play one its document may not frame, then plays it there', () => {
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    const first = renderInApp(<VideoFacade id="video-1" url={PEERTUBE} caption={null} />);
    fireEvent.click(screen.getByRole('button', { name: 'Play PeerTube video (PeerTube)' }));
    expect(reload).toHaveBeenCalledOnce();
    expect(window.location.hash).toBe('#play-video-1');
    expect(document.querySelector('iframe')).toBeNull();
    first.unmount();

    // The page as the server sends it for this project: its policy names the instance.
    nameFramedHosts('https://framatube.org');
    renderInApp(<VideoFacade id="video-1" url={PEERTUBE} caption={null} />);
    expect(document.querySelector('iframe')?.getAttribute('src')).toContain('framatube.org/videos/embed/');
  });
});
