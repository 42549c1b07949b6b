import { escapeHtml } from '#server/security/escape-html';

export type EmailLayout = {
  /** The one line that says what happened. */
  message: string;
  /** What there is to decide on (a request's brief): each a label over its value, lines kept. */
  details?: { label: string; value: string }[];
  /** Groups of lines under a heading (a digest's kinds, a request's changes), each linked or not. */
  sections?: { heading: string; items: { text: string; url?: string }[] }[];
  /** A rating asked for: a line, the five stars (each a link), and a link to write more. */
  rating?: {
    prompt: string;
    stars: { label: string; url: string }[];
    write: { label: string; url: string };
  };
  /** The button, and where it leads. */
  action: { label: string; url: string };
  /** Why the mail came, and the links to get fewer. */
  footer: { why: string; links: { label: string; url: string }[] };
  language: string;
};

/**
 * The HTML part of a notification email: one column, system fonts, real text (no images), large
 * link targets, and colours that hold in light and dark mail clients (color-scheme, no backgrounds
 * behind text, text links lightened where the client says it is dark: AA either way). Every value is escaped; links are the server's own.
 */
export function emailHtml({
  message,
  details = [],
  sections = [],
  rating,
  action,
  footer,
  language,
}: EmailLayout): string {
  const link = (url: string, label: string, style: string, className = '') =>
    `<a href="${escapeHtml(url)}" style="${style}"${className ? ` class="${className}"` : ''}>${escapeHtml(label)}</a>`;
  const lines = (text: string) => escapeHtml(text).replaceAll('\n', '<br>');
  const facts = details.length
    ? `<div style="margin:0 0 24px;padding-left:12px;border-left:3px solid #94a3b8">${details
        .map(
          ({ label, value }) =>
            `<p style="margin:0 0 12px"><strong style="display:block;font-size:14px">${escapeHtml(label)}</strong>${lines(value)}</p>`,
        )
        .join('')}</div>`
    : '';
  const groups = sections
    .map(
      ({ heading, items }) =>
        `<h2 style="margin:0 0 8px;font-size:16px">${escapeHtml(heading)}</h2>\n<ul style="margin:0 0 24px;padding-left:20px">${items
          .map(
            ({ text, url }) =>
              `<li style="margin:0 0 8px">${url ? link(url, text, 'color:#4338ca', 'link') : escapeHtml(text)}</li>`,
          )
          .join('')}</ul>`,
    )
    .join('\n');
  // One star a link, named by what it does ('Rate 3 stars'); padded to a finger's size.
  const stars = rating
    ? `<p style="margin:0 0 8px">${escapeHtml(rating.prompt)}</p>
<p style="margin:0 0 8px;font-size:28px;line-height:1">${rating.stars
        .map(
          ({ label, url }) =>
            `<a href="${escapeHtml(url)}" aria-label="${escapeHtml(label)}" title="${escapeHtml(label)}" class="star" style="display:inline-block;padding:8px 4px;color:#b45309;text-decoration:none">&#9733;</a>`,
        )
        .join('')}</p>
<p style="margin:0 0 24px">${link(rating.write.url, rating.write.label, 'color:#4338ca;text-decoration:underline', 'link')}</p>`
    : '';
  const footerLinks = footer.links
    .map(({ label, url }) => link(url, label, 'color:#4338ca;text-decoration:underline', 'link'))
    .join(' &middot; ');
  return `<!doctype html>
<html lang="${escapeHtml(language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="supported-color-schemes" content="light dark">
<title>${escapeHtml(message)}</title>
<style>
@media (prefers-color-scheme: dark) {
  .link { color: #a5b4fc !important; }
  .star { color: #fbbf24 !important; }
}
</style>
</head>
<body style="margin:0;padding:24px 16px;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;font-size:16px;line-height:1.5">
<main style="max-width:560px;margin:0 auto">
<p style="margin:0 0 24px;font-size:18px">${escapeHtml(message)}</p>
${facts}
${groups}
${stars}
<p style="margin:0 0 32px">${link(
    action.url,
    action.label,
    'display:inline-block;padding:12px 20px;border-radius:8px;background:#4f46e5;color:#ffffff;font-weight:600;text-decoration:none',
  )}</p>
<hr style="border:none;border-top:1px solid #94a3b8;margin:0 0 16px">
<p style="margin:0 0 8px;font-size:14px">${escapeHtml(footer.why)}</p>
<p style="margin:0;font-size:14px">${footerLinks}</p>
</main>
</body>
</html>
`;
}
