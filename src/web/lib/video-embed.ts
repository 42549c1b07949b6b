const YOUTUBE_ID = /^[A-Za-z0-9_-]{6,20}$/;

/**
 * The embeddable player address of an intro video, for the hosts the page may frame (the CSP allows
 * only these): YouTube watch, youtu.be and shorts links become youtube-nocookie embeds, Vimeo links the
 * Vimeo player. Anything else answers null and is shown as a plain link.
 */
export function videoEmbedUrl(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  let youtubeId: string | null = null;
  if (host === 'youtube.com' && url.pathname === '/watch') youtubeId = url.searchParams.get('v');
  else if (host === 'youtube.com' && /^\/(shorts|embed)\//.test(url.pathname))
    youtubeId = url.pathname.split('/')[2] ?? null;
  else if (host === 'youtu.be') youtubeId = url.pathname.slice(1);
  if (youtubeId !== null)
    return YOUTUBE_ID.test(youtubeId) ? `https://www.youtube-nocookie.com/embed/${youtubeId}` : null;
  const vimeoId = host === 'vimeo.com' ? /^\/(\d{4,12})\/?$/.exec(url.pathname)?.[1] : undefined;
  return vimeoId ? `https://player.vimeo.com/video/${vimeoId}` : null;
}
