/** One image the viewer shows, described for people who cannot see it; its size when known. */
export type ViewerImage = {
  url: string;
  alt: string;
  caption: string | null;
  width?: number;
  height?: number;
};
