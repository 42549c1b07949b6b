import { REQUEST_FILE_MAX_BYTES, REQUEST_FILE_TYPES, REQUEST_FILES_PER_ENTRY_MAX } from '#shared/constants';

/** What the file picker offers: the types the server takes, and `.zip` for systems that call it otherwise. */
export const ATTACHMENT_ACCEPT = [...REQUEST_FILE_TYPES, '.zip'].join(',');

// Some systems name a zip 'application/x-zip-compressed' or nothing at all; the name is a hint
// here only: the server checks every file by its first bytes (docs/decisions/0051).
const EXTENSIONS = /\.(png|jpe?g|gif|webp|pdf|zip)$/i;
const TYPES: ReadonlySet<string> = new Set(REQUEST_FILE_TYPES);

export type AttachmentProblem =
  { kind: 'tooMany' } | { kind: 'tooLarge'; name: string } | { kind: 'wrongType'; name: string };

/**
 * Adds chosen files to those already attached, keeping what fits: a type the server takes, at most
 * 20 MB each, at most 5 in all. What is left out is said, file by file. The server decides again.
 */
export function addAttachments(
  current: File[],
  chosen: File[],
): { files: File[]; problems: AttachmentProblem[] } {
  const files = [...current];
  const problems: AttachmentProblem[] = [];
  for (const file of chosen) {
    if (!TYPES.has(file.type) && !EXTENSIONS.test(file.name)) {
      problems.push({ kind: 'wrongType', name: file.name });
    } else if (file.size > REQUEST_FILE_MAX_BYTES) {
      problems.push({ kind: 'tooLarge', name: file.name });
    } else if (files.length >= REQUEST_FILES_PER_ENTRY_MAX) {
      if (!problems.some((problem) => problem.kind === 'tooMany')) problems.push({ kind: 'tooMany' });
    } else {
      files.push(file);
    }
  }
  return { files, problems };
}
