import type { ProjectDetail } from '#shared/schemas/projects';
import { originalPath } from '#shared/images';
import { imagesOfBlocks } from '#shared/project-images';
import type { ViewerImage } from '#web/components/image-viewer/viewer-image';

/**
 * A project's images in the order its page shows them: the cover (described by the title), then the
 * images of its blocks; each with its original to zoom into and download where the viewer may open it (its owner,
 * or anyone when the project lets visitors download its originals).
 */
export function viewerImagesOf(
  project: Pick<ProjectDetail, 'id' | 'coverUrl' | 'title' | 'blocks' | 'isOwner' | 'originalsDownloadable'>,
): ViewerImage[] {
  const cover = project.coverUrl ? [{ url: project.coverUrl, alt: project.title, caption: null }] : [];
  const opensOriginals = project.isOwner || project.originalsDownloadable;
  return [...cover, ...imagesOfBlocks(project.blocks)].map((image) => {
    const originalUrl = opensOriginals ? originalPath(project.id, image.url) : null;
    return originalUrl
      ? { ...image, originalUrl, downloadUrl: originalPath(project.id, image.url, true) ?? undefined }
      : image;
  });
}
