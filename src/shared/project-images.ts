// Apart from the schemas, so a page that shows a project's images needs no zod to find them.
import type { ProjectBlock, ShownBlock, ShownImage } from './schemas/project-blocks';

/** Every image a project's blocks show, in their order (as sent, or as the API answers them). */
export function imagesOfBlocks(blocks: readonly (ProjectBlock | ShownBlock)[]): ShownImage[] {
  return blocks.flatMap((block) => {
    if (block.type === 'image') return [block];
    if (block.type === 'grid') return block.images;
    return [];
  });
}

/** Every image a project shows, by its address: its cover, then its blocks' images in order. */
export function projectImageUrls(project: {
  coverUrl: string | null;
  blocks: readonly (ProjectBlock | ShownBlock)[];
}): string[] {
  return [
    ...(project.coverUrl ? [project.coverUrl] : []),
    ...imagesOfBlocks(project.blocks).map((image) => image.url),
  ];
}
