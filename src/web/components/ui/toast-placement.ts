/**
 * Where toasts go: at the bottom of the screen (the bottom-right corner from 640 px), above any bar
 * fixed there (the cookie banner, a service's request bar on a phone), so never over the top bar and
 * its menus, where a toast after every save hid the account menu for five seconds. Only when they
 * would cover the control the person has just used (a Save button at the bottom of the screen) do
 * they go to the top instead, under the top bar.
 */

export type Box = { top: number; bottom: number; left: number; right: number };
export type ToastPlacement = { edge: 'top' | 'bottom'; offset: number };

/** The room kept between toasts and what they sit beside. */
export const TOAST_GAP = 16;

const overlaps = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * The stack of toasts at an edge: `stack` is where it stands now (its width and height are what
 * count), moved to that edge's offset.
 */
function stackAt(placement: ToastPlacement, stack: Box, viewportHeight: number): Box {
  const height = stack.bottom - stack.top;
  const top = placement.edge === 'bottom' ? viewportHeight - placement.offset - height : placement.offset;
  return { top, bottom: top + height, left: stack.left, right: stack.right };
}

/**
 * Bottom, clear of the bars fixed there; the top, under the top bar, when the bottom would cover
 * the control just used; the bottom again if the top would cover it too.
 */
export function chooseToastPlacement({
  viewportHeight,
  bottomBarsHeight,
  topBarBottom,
  stack,
  control,
}: {
  viewportHeight: number;
  /** How far up from the screen's bottom edge the bars fixed there reach (0 without any). */
  bottomBarsHeight: number;
  /** The top bar's lower edge on screen. */
  topBarBottom: number;
  /** The toasts' box as it stands now. */
  stack: Box;
  /** The control the person has just used, if it is still on the page. */
  control: Box | null;
}): ToastPlacement {
  const bottom: ToastPlacement = { edge: 'bottom', offset: bottomBarsHeight + TOAST_GAP };
  if (!control || !overlaps(stackAt(bottom, stack, viewportHeight), control)) return bottom;
  const top: ToastPlacement = { edge: 'top', offset: Math.max(0, topBarBottom) + TOAST_GAP / 2 };
  return overlaps(stackAt(top, stack, viewportHeight), control) ? bottom : top;
}

/**
 * How far up from the screen's bottom the bars fixed there reach: the fixed boxes found at a few
 * points along the bottom edge, leaving out the toasts themselves and anything taller than half the
 * screen (a dialog's backdrop is not a bar).
 */
export function measureBottomBars(toaster: Element | null): number {
  // A document that cannot tell what lies at a point (jsdom, in the unit tests) has no bars to find.
  if (typeof document.elementsFromPoint !== 'function') return 0;
  const height = window.innerHeight;
  const width = window.innerWidth;
  let reach = 0;
  for (const x of [width * 0.1, width * 0.5, width * 0.9]) {
    for (const element of document.elementsFromPoint(x, height - 2)) {
      if (toaster?.contains(element)) continue;
      const bar = fixedAncestor(element);
      if (!bar) continue;
      const box = bar.getBoundingClientRect();
      if (box.height > height / 2 || box.bottom < height - 2) continue;
      reach = Math.max(reach, height - box.top);
    }
  }
  return reach;
}

function fixedAncestor(element: Element): Element | null {
  for (let at: Element | null = element; at && at !== document.body; at = at.parentElement) {
    if (getComputedStyle(at).position === 'fixed') return at;
  }
  return null;
}
