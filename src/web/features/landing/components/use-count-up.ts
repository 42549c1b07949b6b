import { useEffect, useState } from 'react';
import { LANDING_COUNTER_ANIMATION_MS } from '@shared/constants';

const easeOutCubic = (progress: number) => 1 - (1 - progress) ** 3;

function prefersReducedMotion() {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * Counts from 0 up to the target over 2000 ms; shows the target at once for reduced motion. A
 * server-rendered page shows 0, where the count starts once the page is live (the spec's animation).
 */
export function useCountUp(target: number | undefined, durationMs = LANDING_COUNTER_ANIMATION_MS) {
  const [animated, setAnimated] = useState(0);
  const instant = target === undefined || target === 0 || prefersReducedMotion();

  useEffect(() => {
    if (instant) return;
    let frame = 0;
    const start = performance.now();
    const step = (now: number) => {
      // A frame's timestamp is when the frame began, which may be just before the effect ran.
      const progress = Math.min(1, Math.max(0, (now - start) / durationMs));
      setAnimated(Math.round(easeOutCubic(progress) * target));
      if (progress < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [target, durationMs, instant]);

  if (target === undefined) return 0;
  return instant ? target : animated;
}
