import type { ProjectDetail } from '#shared/schemas/projects';

import type { ViewerImage } from '#web/components/image-viewer/viewer-image';

/** A project's images in the order its page shows them: the cover (described by the title), then the gallery. */
export function viewerImagesOf(
  project: Pick<ProjectDetail, 'coverUrl' | 'title' | 'gallery'>,
): ViewerImage[] {
  const cover = project.coverUrl ? [{ url: project.coverUrl, alt: project.title, caption: null }] : [];
  return [...cover, ...project.gallery];
}
