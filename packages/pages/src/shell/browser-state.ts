import { useContext, useEffect, useState, type Dispatch, type SetStateAction } from 'react';
import { renderedNote, rendersServerMarkup, ServerResourcesContext } from './rendered';

/**
 * State whose first value only the browser has (what this phone saved): read at once on a page that loads its data
 * in the browser; on a page rendered with its data (rendered.ts), undefined on the server and while the browser
 * hydrates, then read, so the markup hydrates as it was rendered.
 */
export function useBrowserState<T>(
  read: () => T | undefined,
): [T | undefined, Dispatch<SetStateAction<T | undefined>>] {
  const [deferred] = useState(rendersServerMarkup);
  const [value, setValue] = useState<T | undefined>(() => (deferred ? undefined : read()));
  useEffect(() => {
    if (deferred) setValue(read());
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, after hydration
  }, []);
  return [value, setValue];
}

/**
 * The time a view counts from (today's rates, the days to a date), fixed when it first renders: on a page rendered
 * with its data, the moment its answer came, the same on the server and in the browser.
 */
export function useRenderTime(): number {
  const server = useContext(ServerResourcesContext);
  const [time] = useState(
    () => server?.answeredAt ?? (rendersServerMarkup() ? renderedNote()?.answeredAt : undefined) ?? Date.now(),
  );
  return time;
}
