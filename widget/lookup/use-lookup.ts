/**
 * Debounced suggestions for a combobox: waits for a pause in typing, aborts the previous request
 * and discards any answer that is not for the latest input, so a slow early answer never
 * overwrites a fast later one.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { LOOKUP_DEBOUNCE_MS, LOOKUP_MAX_INPUT } from '../../shared/constants';

export type LookupStatus = 'idle' | 'loading' | 'done' | 'error';

export interface LookupState<T> {
  items: T[];
  status: LookupStatus;
  /** The text `items` answer, once done: typing changes the input a moment before a new answer is asked for. */
  query?: string;
}

export function useLookup<T>(
  input: string,
  fetcher: ((input: string, signal: AbortSignal) => Promise<T[]>) | undefined,
  /** Changing any of these re-runs the lookup (for example the make id and year of a model). */
  deps: unknown[] = [],
  minChars = 1,
): LookupState<T> {
  const [state, setState] = useState<LookupState<T>>({ items: [], status: 'idle' });
  const latest = useRef(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `fetcher` is recreated each render; callers list what it depends on in `deps`
  useEffect(() => {
    const query = input.trim().slice(0, LOOKUP_MAX_INPUT);
    const ticket = ++latest.current;
    if (!fetcher || query.length < minChars) {
      setState({ items: [], status: 'idle' });
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setState((s) => ({ items: s.items, status: 'loading' }));
      fetcher(query, controller.signal).then(
        (items) => {
          if (ticket === latest.current) setState({ items, status: 'done', query });
        },
        (error: unknown) => {
          if ((error as Error)?.name === 'AbortError' || ticket !== latest.current) return;
          setState({ items: [], status: 'error' });
        },
      );
    }, LOOKUP_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [input, minChars, ...deps]);

  return state;
}
