import { useContext, useEffect, useState } from 'react';
import { UNSAFE_DataRouterContext, useLocation, useNavigation, useSearchParams } from 'react-router';

const TYPING_PAUSE_MS = 300;
// A filter refines the page the person is on: no new history entry, and the page stays where it is.
const FILTER_NAVIGATION = { replace: true, preventScrollReset: true };

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
 * reach the URL once typing pauses or on Enter, checkboxes and drop-downs at once; an address
 * changed by other means (a link to other filters, Back) shows in the fields. Answers what the
 * inputs show and what to query. `orders` are texts that order the results rather than filter them
 * (a sort): Clear filters keeps them, and they alone are no filter.
 */
export function useUrlFilters<Text extends string, Flag extends string>(
  texts: readonly Text[],
  flags: readonly Flag[],
  orders: readonly Text[] = [],
) {
  const [params, setParams] = useSearchParams();
  const { texts: applied, flags: flagValues } = readUrlFilters(params, texts, flags);
  const [typed, setTyped] = useState(applied);
  // A box shows its tick at once; the address (and the results) follow a moment later.
  const [ticked, setTicked] = useState(flagValues);
  // The address this hook last wrote. Its screen renders the change later (a transition), maybe
  // after more typing: only an address written by other means (a link, Back) resets the fields.
  const [written, setWritten] = useState<string | null>(null);
  const paramsKey = params.toString();
  const [seenParams, setSeenParams] = useState(paramsKey);
  if (paramsKey !== seenParams) {
    setSeenParams(paramsKey);
    if (paramsKey !== written) {
      setTyped(applied);
      setTicked(flagValues);
    }
  }
  const write = (next: URLSearchParams) => {
    setWritten(next.toString());
    setParams(next, FILTER_NAVIGATION);
  };
  // Once the person has gone elsewhere (a result, the top bar, Back), the screen stays on show while
  // the next one loads: an address change from the typing pause would then cancel their navigation.
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const leaving = navigation.location !== undefined && navigation.location.pathname !== pathname;
  // The router knows of a navigation at once; this screen hears of it in a later render (a
  // transition), which the typing pause may beat, and a renderer that draws later than React
  // (Preact, decision 76) may not have taken the screen away yet when the navigation is done.
  // Its context is React Router's own way to reach it.
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const leftAlready = () => {
    if (!router) return false;
    const { location: current, navigation: pending } = router.state;
    return (
      current.pathname !== pathname ||
      (pending.location !== undefined && pending.location.pathname !== pathname)
    );
  };

  const withTyped = () => {
    const next = new URLSearchParams(params);
    for (const key of texts) {
      const value = typed[key].trim();
      if (value) next.set(key, value);
      else next.delete(key);
    }
    return next;
  };

  const typedKey = JSON.stringify(typed);
  useEffect(() => {
    if (leaving) return;
    const next = withTyped();
    // Nothing typed since the address was read (a first visit, Back to the results): changing it
    // anyway would be a navigation of its own, and would lose the scroll position Back restored.
    if (next.toString() === params.toString()) return;
    const timer = setTimeout(() => {
      if (!leftAlready()) write(next);
    }, TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
    // typedKey stands for typed's content; texts is a constant list.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [typedKey, params, setParams, leaving]);

  const setFlag = (key: Flag, value: boolean) => {
    setTicked((current) => ({ ...current, [key]: value }));
    const next = new URLSearchParams(params);
    if (value) next.set(key, 'true');
    else next.delete(key);
    write(next);
  };

  /** A drop-down: what is chosen applies now, with what is typed so far. */
  const choose = (key: Text, value: string) => {
    setTyped((current) => ({ ...current, [key]: value }));
    const next = withTyped();
    if (value) next.set(key, value);
    else next.delete(key);
    write(next);
  };

  /** Enter: what is typed applies now, not after the pause. */
  const applyNow = () => {
    const next = withTyped();
    if (next.toString() !== params.toString()) write(next);
  };

  const filterTexts = texts.filter((key) => !orders.includes(key));

  /**
   * Empties every filter's box and takes every filter out of the address, at once; `keep` names
   * those that stay (the search text, when a Filters sheet clears what it holds).
   */
  const clear = (keep: readonly (Text | Flag)[] = []) => {
    const clearedTexts = filterTexts.filter((key) => !keep.includes(key));
    const clearedFlags = flags.filter((key) => !keep.includes(key));
    setTyped((current) => ({ ...current, ...Object.fromEntries(clearedTexts.map((key) => [key, ''])) }));
    setTicked((current) => ({ ...current, ...Object.fromEntries(clearedFlags.map((key) => [key, false])) }));
    const next = new URLSearchParams(params);
    for (const key of [...clearedTexts, ...clearedFlags]) next.delete(key);
    write(next);
  };

  const onNames = [
    ...filterTexts.filter((key) => applied[key] !== ''),
    ...flags.filter((key) => flagValues[key]),
  ];

  return {
    typed,
    applyNow,
    /** Whether the address holds any filter: what 'Clear filters' would take away. */
    active: onNames.length > 0,
    /** The filters the address holds, by name: a Filters button counts them. */
    onNames,
    clear: () => clear(),
    /** Clears every filter but those named. */
    clearKeeping: (keep: readonly (Text | Flag)[]) => clear(keep),
    choose,
    setTyped: (key: Text, value: string) => setTyped((current) => ({ ...current, [key]: value })),
    applied,
    /** What the boxes show; the address has them too, a moment later. */
    flags: ticked,
    /** What the address says: what to query. */
    appliedFlags: flagValues,
    setFlag,
  };
}
