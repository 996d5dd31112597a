import { useCallback, useEffect, useRef, useState } from 'react';
import { planDoneTimeline, type ActionStatus } from './done-timing';

export interface UseDoneStateOptions {
  /** Runs once 'Done' has been shown (e.g. close the dialog); default nothing. */
  onDone?: () => void;
  /** Minimum time in loading, default 600 ms. */
  minimumLoadingMs?: number;
  /** How long 'Done' stays, default 1500 ms. */
  doneVisibleMs?: number;
}

export interface DoneState {
  /** Pass to `<Button status>`. */
  status: ActionStatus;
  /** Runs the work: loading now, 'Done' after success; a failure returns to idle and rethrows. */
  run: <T>(work: Promise<T> | (() => Promise<T>)) => Promise<T>;
  /** Back to idle at once, cancelling a pending 'Done'. */
  reset: () => void;
}

/**
 * Save-button state: loading while the work runs (at least 600 ms), then 'Done' for 1500 ms,
 * then idle and `onDone`. Failures go straight back to idle so the form can show the error.
 */
export function useDoneState(options: UseDoneStateOptions = {}): DoneState {
  const [status, setStatus] = useState<ActionStatus>('idle');
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const generation = useRef(0);
  const optionsRef = useRef(options);
  useEffect(() => {
    optionsRef.current = options;
  });

  const clearTimers = useCallback(() => {
    for (const timer of timers.current) clearTimeout(timer);
    timers.current = [];
  }, []);

  useEffect(() => clearTimers, [clearTimers]);

  const reset = useCallback(() => {
    generation.current += 1;
    clearTimers();
    setStatus('idle');
  }, [clearTimers]);

  const run = useCallback(
    async <T>(work: Promise<T> | (() => Promise<T>)): Promise<T> => {
      clearTimers();
      const current = ++generation.current;
      const startedAt = Date.now();
      setStatus('loading');
      let result: T;
      try {
        result = await (typeof work === 'function' ? work() : work);
      } catch (error) {
        if (generation.current === current) setStatus('idle');
        throw error;
      }
      if (generation.current !== current) return result;
      const { minimumLoadingMs, doneVisibleMs } = optionsRef.current;
      const now = Date.now();
      const timeline = planDoneTimeline(startedAt, now, { minimumLoadingMs, doneVisibleMs });
      timers.current.push(
        setTimeout(() => setStatus('done'), timeline.doneAt - now),
        setTimeout(() => {
          setStatus('idle');
          optionsRef.current.onDone?.();
        }, timeline.finishAt - now),
      );
      return result;
    },
    [clearTimers],
  );

  return { status, run, reset };
}
