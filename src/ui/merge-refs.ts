import { useMemo, type Ref, type RefCallback } from 'react';

/** One callback ref that feeds every given ref; stable while the refs are. */
export function useMergeRefs<T>(refs: ReadonlyArray<Ref<T> | undefined>): RefCallback<T> {
  return useMemo(
    () => (node: T | null) => {
      for (const ref of refs) {
        if (typeof ref === 'function') ref(node);
        else if (ref) ref.current = node;
      }
    },
    // The refs themselves are the dependencies (floating-ui's useMergeRefs does the same).
    // eslint-disable-next-line react-hooks/exhaustive-deps
    refs,
  );
}
