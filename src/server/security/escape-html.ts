/** Text made safe inside HTML, in element content and in quoted attributes alike. */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
