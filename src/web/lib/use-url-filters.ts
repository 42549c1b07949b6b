import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

const TYPING_PAUSE_MS = 300;

/**
 * Search filters kept in the address (so a result page can be shared and reloaded): text fields
 * reach the URL once typing pauses, checkboxes at once. Answers what the inputs show and what to query.
 */
export function useUrlFilters<Text extends string, Flag extends string>(texts: Text[], flags: Flag[]) {
  const [params, setParams] = useSearchParams();
  const fromUrl = () =>
    Object.fromEntries(texts.map((key) => [key, params.get(key) ?? ''])) as Record<Text, string>;
  const [typed, setTyped] = useState(fromUrl);
  const applied = fromUrl();
  const flagValues = Object.fromEntries(flags.map((key) => [key, params.get(key) === 'true'])) as Record<
    Flag,
    boolean
  >;

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
