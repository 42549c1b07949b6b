import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

const TYPING_PAUSE_MS = 300;

/** The filters an address asks for: the page's query, whether the browser or the server reads it. */
export function readUrlFilters<Text extends string, Flag extends string>(
  params: URLSearchParams,
  texts: readonly Text[],
  flags: readonly Flag[],
) {
  return {
    texts: Object.fromEntries(texts.map((key) => [key, params.get(key) ?? ''])) as Record<Text, string>,
    flags: Object.fromEntries(flags.map((key) => [key, params.get(key) === 'true'])) as Record<Flag, boolean>,
  };
}

/**
 * Search filters kept in the address (so a result page can be shared and reloaded): text fields
 * reach the URL once typing pauses, checkboxes at once. Answers what the inputs show and what to query.
 */
export function useUrlFilters<Text extends string, Flag extends string>(
  texts: readonly Text[],
  flags: readonly Flag[],
) {
  const [params, setParams] = useSearchParams();
  const { texts: applied, flags: flagValues } = readUrlFilters(params, texts, flags);
  const [typed, setTyped] = useState(applied);

  const typedKey = JSON.stringify(typed);
  useEffect(() => {
    const timer = setTimeout(() => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const key of texts) {
            const value = typed[key].trim();
            if (value) next.set(key, value);
            else next.delete(key);
          }
          return next;
        },
        { replace: true },
      );
    }, TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
    // typedKey stands for typed's content; texts is a constant list.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [typedKey, setParams]);

  const setFlag = (key: Flag, value: boolean) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, 'true');
        else next.delete(key);
        return next;
      },
      { replace: true },
    );

  return {
    typed,
    setTyped: (key: Text, value: string) => setTyped((current) => ({ ...current, [key]: value })),
    applied,
    flags: flagValues,
    setFlag,
  };
}
