import { describe, expect, it } from 'vitest';
import { chooseToastPlacement, TOAST_GAP, type Box } from './toast-placement';

// A 390 x 844 phone: a 64 px top bar, toasts 80 px tall across the width.
const phone = { viewportHeight: 844, topBarBottom: 64 };
const stack: Box = { top: 0, bottom: 80, left: 16, right: 374 };
const box = (top: number, bottom: number, left = 16, right = 374): Box => ({ top, bottom, left, right });

describe('chooseToastPlacement', () => {
  it('puts toasts at the bottom, never over the top bar', () => {
    const placement = chooseToastPlacement({ ...phone, bottomBarsHeight: 0, stack, control: null });
    expect(placement).toEqual({ edge: 'bottom', offset: TOAST_GAP });
  });

  it("stands above a bar fixed at the bottom (a service page's request bar)", () => {
    const placement = chooseToastPlacement({ ...phone, bottomBarsHeight: 72, stack, control: box(780, 830) });
    expect(placement).toEqual({ edge: 'bottom', offset: 72 + TOAST_GAP });
  });

  it("stays at the bottom when the control just used is elsewhere (the top bar's own menu)", () => {
    const placement = chooseToastPlacement({
      ...phone,
      bottomBarsHeight: 0,
      stack,
      control: box(10, 54, 300, 344),
    });
    expect(placement.edge).toBe('bottom');
  });

  it('goes under the top bar when the bottom would cover the control just used', () => {
    const saveButton = box(760, 804, 16, 120);
    const placement = chooseToastPlacement({ ...phone, bottomBarsHeight: 0, stack, control: saveButton });
    expect(placement).toEqual({ edge: 'top', offset: 64 + TOAST_GAP / 2 });
  });

  it('beside a control on the other side of a wide screen, the bottom-right corner stays', () => {
    const desktopStack = box(0, 80, 1040, 1424);
    const leftButton = box(820, 864, 100, 220);
    const placement = chooseToastPlacement({
      viewportHeight: 900,
      topBarBottom: 64,
      bottomBarsHeight: 0,
      stack: desktopStack,
      control: leftButton,
    });
    expect(placement.edge).toBe('bottom');
  });

  it('keeps the bottom when the top would cover the control too', () => {
    const tallControl = box(60, 840);
    const placement = chooseToastPlacement({ ...phone, bottomBarsHeight: 0, stack, control: tallControl });
    expect(placement.edge).toBe('bottom');
  });
});
