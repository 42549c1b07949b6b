import type { ProjectDetail } from '#shared/schemas/projects';
import type { ProjectImage } from '#shared/schemas/project-blocks';
import { useTranslation } from '#web/i18n/react';
import { StoredImage } from '#web/components/stored-image';
import { loadImageViewer } from '#web/components/image-viewer/image-viewer';
import { MarkdownText } from './markdown-text';
import { VideoFacade } from './video-facade';

type Block = ProjectDetail['blocks'][number];
type Open = (index: number, opener: HTMLElement) => void;

// Text and videos keep to a column for reading; column images and grids fill it, and a phone shows
// them edge to edge (the page's side padding is 1rem); a wide image fills the page, up to 1600 px.
const COLUMN = 'mx-auto w-full max-w-3xl';
const COLUMN_EDGE_TO_EDGE = '-mx-4 sm:mx-auto sm:w-full sm:max-w-3xl';
const WIDE = 'relative left-1/2 w-screen max-w-[1600px] -translate-x-1/2 sm:px-4';

/**
 * An image of the case study: a button that opens it in the viewer, in a figure when it has a
 * caption. Its 'opens full screen' badge is the button's pseudo-element (`expand-badge`), so each
 * image is two elements on the server, three with its caption.
 */
function Picture({
  image,
  sizes,
  index,
  onOpen,
  className = '',
  wide = false,
}: {
  image: ProjectImage;
  sizes: string;
  index: number;
  onOpen: Open;
  /** The block's place on the page, when the image is a block of its own. */
  className?: string;
  /** Across the page: its caption keeps to the text's column. */
  wide?: boolean;
}) {
  const { t } = useTranslation();
  const opener = (
    <button
      type="button"
      onPointerDown={() => void loadImageViewer()}
      onClick={(event) => onOpen(index, event.currentTarget)}
      aria-label={t('images.viewer.open', { alt: image.alt })}
      className="expand-badge relative block w-full overflow-hidden sm:rounded-2xl"
    >
      <StoredImage
        src={image.url}
        alt={image.alt}
        sizes={sizes}
        width={image.width}
        height={image.height}
        loading="lazy"
        // The space it takes shows before it arrives.
        className="h-auto w-full bg-slate-100"
      />
    </button>
  );
  if (!image.caption) return className ? <div className={className}>{opener}</div> : opener;
  return (
    <figure className={className}>
      {opener}
      <figcaption className={`mt-2 px-4 text-sm text-slate-600 sm:px-0 ${wide ? COLUMN : ''}`}>
        {image.caption}
      </figcaption>
    </figure>
  );
}

/**
 * A project's case study after its cover (docs/decisions/0068-case-studies-in-blocks.md): its
 * blocks in the creator's order. Each image opens the viewer at its place among the page's images,
 * after the cover (`firstIndex`).
 */
export function ProjectBlocks({
  blocks,
  firstIndex,
  onOpen,
}: {
  blocks: Block[];
  firstIndex: number;
  onOpen: Open;
}) {
  const { t } = useTranslation();
  let next = firstIndex;
  const place = () => next++;
  if (blocks.length === 0) return null;
  return (
    <section aria-label={t('project.blocks.region')} className="mt-10 flex flex-col gap-10">
      {blocks.map((block) => {
        switch (block.type) {
          case 'text':
            return (
              <div key={block.id} className={COLUMN}>
                <MarkdownText markdown={block.markdown} />
              </div>
            );
          case 'image':
            return (
              <Picture
                key={block.id}
                className={block.wide ? WIDE : COLUMN_EDGE_TO_EDGE}
                image={block}
                index={place()}
                onOpen={onOpen}
                wide={block.wide}
                sizes={block.wide ? '(min-width: 1600px) 1600px, 100vw' : '(min-width: 768px) 768px, 100vw'}
              />
            );
          case 'grid':
            return (
              <div
                key={block.id}
                className={`${COLUMN_EDGE_TO_EDGE} grid items-start gap-2 sm:gap-4 ${block.columns === 3 ? 'grid-cols-2 sm:grid-cols-3' : 'grid-cols-2'}`}
              >
                {block.images.map((image) => (
                  <Picture
                    key={image.url}
                    image={image}
                    index={place()}
                    onOpen={onOpen}
                    sizes={`(min-width: 768px) ${block.columns === 3 ? 256 : 384}px, 50vw`}
                  />
                ))}
              </div>
            );
          case 'video':
            return (
              <div key={block.id} className={COLUMN}>
                <VideoFacade id={block.id} url={block.url} caption={block.caption} />
              </div>
            );
        }
      })}
    </section>
  );
}
