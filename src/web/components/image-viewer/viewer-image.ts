/** One image the viewer shows, described for people who cannot see it; its size when known. */
export type ViewerImage = {
  url: string;
  alt: string;
  caption: string | null;
  width?: number;
  height?: number;
  /** Its original at full size, when the viewer may zoom into it. */
  originalUrl?: string;
  /** The same, saved as a file. */
  downloadUrl?: string;
};
