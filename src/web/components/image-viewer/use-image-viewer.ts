import { useState } from 'react';

/**
 * Which image the viewer shows (null: closed), and what opened it: focus goes back there on close,
 * even after a tap, which does not always focus what it lands on.
 */
export function useImageViewer() {
  const [state, setState] = useState<{ index: number; opener: HTMLElement | null } | null>(null);
  return {
    index: state?.index ?? null,
    opener: state?.opener ?? null,
    open: (index: number, opener: HTMLElement) => setState({ index, opener }),
    /** Another image, or null to close. */
    show: (index: number | null) =>
      setState((current) => (index === null ? null : { index, opener: current?.opener ?? null })),
  };
}

export type ImageViewerState = ReturnType<typeof useImageViewer>;
