/** Text as a LIKE pattern's literal part: its own wildcards and the escape character escaped. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`);
