import { useEffect, useState } from 'react';
import { LANDING_COUNTER_ANIMATION_MS } from '#shared/constants';

const easeOutCubic = (progress: number) => 1 - (1 - progress) ** 3;

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Counts from 0 up to the target over 2000 ms; shows the target on the first frame for reduced motion.
 * The first render shows 0 everywhere (the server's page too), so hydrating always matches; the count
 * starts once the page is live (the animation of docs/product/screens-and-routes.md, Landing).
 */
export function useCountUp(target: number | undefined, durationMs = LANDING_COUNTER_ANIMATION_MS) {
  const [shown, setShown] = useState(0);

  useEffect(() => {
    if (!target) return;
    const duration = prefersReducedMotion() ? 0 : durationMs;
    let frame = 0;
    const start = performance.now();
    const step = (now: number) => {
      // A frame's timestamp is when the frame began, which may be just before the effect ran.
      const progress = duration === 0 ? 1 : Math.min(1, Math.max(0, (now - start) / duration));
      setShown(Math.round(easeOutCubic(progress) * target));
      if (progress < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [target, durationMs]);

  return target ? shown : 0;
}
