/**
 * A card is one link: its title's link stretches over the whole card through a
 * pseudo-element, so a tap on the image or anywhere else opens the page, while a screen reader meets
 * one link named by the title, never a link inside a link. The card needs `relative`; a link or
 * button of its own inside the card rises above the stretched one with `ABOVE_CARD_LINK`.
 */
export const CARD_LINK =
  "after:absolute after:inset-0 after:z-0 after:rounded-2xl after:content-[''] focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-brand-500";

export const ABOVE_CARD_LINK = 'relative z-10';
