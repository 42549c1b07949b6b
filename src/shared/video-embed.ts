import { parseHttpUrl } from './http-url';

const YOUTUBE_ID = /^[A-Za-z0-9_-]{6,20}$/;
// A PeerTube video's short id (base58, 22 characters) or its UUID.
const PEERTUBE_ID =
  /^([1-9A-HJ-NP-Za-km-z]{22}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;
const PEERTUBE_WATCH = /^\/(?:w|videos\/watch)\/([^/]+)\/?$/;

/** Where a video plays when framed: its provider, the player's address and the host it is framed from. */
export type VideoEmbed = { provider: 'youtube' | 'vimeo' | 'peertube'; embedUrl: string; host: string };

/** The hosts every page may frame (the CSP's frame-src): YouTube's privacy-enhanced player and Vimeo's. */
export const VIDEO_FRAME_HOSTS: readonly string[] = [
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
];

/**
 * The page's meta tag naming the PeerTube instances its document may frame besides those: the
 * server adds them to the page's frame-src for a project showing their videos, and a page reached
 * inside the app (whose document's policy does not name them) loads again to play one.
 */
export const FRAME_HOSTS_META = 'atelier-frame-hosts';

// A PeerTube instance's host as a plain name: nothing a page's policy would read as more than a host.
const PLAIN_HOST = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/;

/**
 * The player of a video link: YouTube watch, youtu.be and shorts links become youtube-nocookie
 * embeds, Vimeo links the Vimeo player, and a PeerTube watch link (any instance, https only) its
 * instance's embed. Anything else answers null and is shown as a plain link.
 */
export function videoEmbed(link: string): VideoEmbed | null {
  const url = parseHttpUrl(link);
  if (!url) return null;
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  let youtubeId: string | null = null;
  if (host === 'youtube.com' && url.pathname === '/watch') youtubeId = url.searchParams.get('v');
  else if (host === 'youtube.com' && /^\/(shorts|embed)\//.test(url.pathname))
    youtubeId = url.pathname.split('/')[2] ?? null;
  else if (host === 'youtu.be') youtubeId = url.pathname.slice(1);
  if (youtubeId !== null) {
    if (!YOUTUBE_ID.test(youtubeId)) return null;
    const player = 'https://www.youtube-nocookie.com';
    return { provider: 'youtube', embedUrl: `${player}/embed/${youtubeId}`, host: player };
  }
  if (host === 'vimeo.com') {
    const vimeoId = /^\/(\d{4,12})\/?$/.exec(url.pathname)?.[1];
    const player = 'https://player.vimeo.com';
    return vimeoId ? { provider: 'vimeo', embedUrl: `${player}/video/${vimeoId}`, host: player } : null;
  }
  const peertubeId = PEERTUBE_WATCH.exec(url.pathname)?.[1];
  if (
    url.protocol === 'https:' &&
    url.port === '' &&
    PLAIN_HOST.test(url.hostname) &&
    peertubeId &&
    PEERTUBE_ID.test(peertubeId)
  ) {
    const instance = `https://${url.hostname}`;
    return { provider: 'peertube', embedUrl: `${instance}/videos/embed/${peertubeId}`, host: instance };
  }
  return null;
}

/** The PeerTube instances of videos, which a page may frame only when it names them. */
export function peertubeHosts(links: readonly string[]): string[] {
  const hosts = links.flatMap((link) => {
    const embed = videoEmbed(link);
    return embed?.provider === 'peertube' ? [embed.host] : [];
  });
  return [...new Set(hosts)];
}

/** The embeddable player address of an intro video, for the hosts every page may frame. */
export function videoEmbedUrl(link: string): string | null {
  const embed = videoEmbed(link);
  return embed && embed.provider !== 'peertube' ? embed.embedUrl : null;
}
