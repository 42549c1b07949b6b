/**
 * The Content-Disposition of a file the API answers (RFC 6266): an image may open in the browser
 * unless it is asked for as a download, anything else is saved; the name in UTF-8, with a
 * plain-ASCII stand-in for old clients.
 */
export function contentDispositionOf(name: string, contentType: string, download = false) {
  const disposition = contentType.startsWith('image/') && !download ? 'inline' : 'attachment';
  const ascii = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
