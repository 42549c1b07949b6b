import { useState, useSyncExternalStore } from 'react';
import { FRAME_HOSTS_META, VIDEO_FRAME_HOSTS, videoEmbed } from '#shared/video-embed';
import { useTranslation } from '#web/i18n/react';

export const VIDEO_PROVIDER_NAMES = { youtube: 'YouTube', vimeo: 'Vimeo', peertube: 'PeerTube' } as const;

/** Whether this document's policy lets it frame the player: a PeerTube one only if its page named it. */
function documentMayFrame(host: string) {
  if (VIDEO_FRAME_HOSTS.includes(host)) return true;
  const named = document.querySelector<HTMLMetaElement>(`meta[name="${FRAME_HOSTS_META}"]`)?.content;
  return named?.split(' ').includes(host) ?? false;
}

const noChanges = () => () => undefined;

/**
 * A video block: a still, light facade until a visitor taps it, then the provider's player (nothing
 * of the provider's loads before, so a page of videos costs nothing until one is watched). A
 * PeerTube video on a page reached inside the app loads the page again to play: only a document
 * loaded for this project may frame its instance (shared/video-embed.ts), and the video's anchor
 * brings the visitor back to it, playing.
 */
export function VideoFacade({ id, url, caption }: { id: string; url: string; caption: string | null }) {
  const { t } = useTranslation();
  const [playing, setPlaying] = useState(false);
  const embed = videoEmbed(url);
  const anchor = `play-${id}`;
  const host = embed?.host;
  // Loaded again at its anchor to play (below): it plays once live, never in the server's HTML.
  const askedByAddress = useSyncExternalStore(
    noChanges,
    () => host !== undefined && window.location.hash === `#${anchor}` && documentMayFrame(host),
    () => false,
  );
  if (!embed) return null;
  const play = () => {
    if (documentMayFrame(embed.host)) return setPlaying(true);
    // In place of this page in the history, not as one more step Back has to undo.
    window.history.replaceState(window.history.state, '', `#${anchor}`);
    window.location.reload();
  };
  const provider = VIDEO_PROVIDER_NAMES[embed.provider];
  const title = caption ?? t('project.blocks.video', { provider });
  return (
    <figure id={anchor} className="scroll-mt-20">
      <div className="relative aspect-video w-full overflow-hidden rounded-2xl bg-black">
        {playing || askedByAddress ? (
          <iframe
            src={`${embed.embedUrl}?autoplay=1`}
            title={title}
            allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
            className="absolute inset-0 size-full"
          />
        ) : (
          <button
            type="button"
            onClick={play}
            aria-label={t('project.blocks.play', { title, provider })}
            className="play-badge absolute inset-0 flex flex-col items-center justify-center gap-3 text-white"
          >
            <span className="text-sm text-white/80">{t('project.blocks.playsOn', { provider })}</span>
          </button>
        )}
      </div>
      {caption && <figcaption className="mt-2 text-sm text-slate-600">{caption}</figcaption>}
    </figure>
  );
}
