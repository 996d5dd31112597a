// Timing of the save-button cycle of SPEC §4/§9: loading for at least 600 ms, then 'Done' for
// 1500 ms, then back to idle. Pure, so the rule is unit-tested without timers.

export const minimumLoadingMs = 600;
export const doneVisibleMs = 1500;

export type ActionStatus = 'idle' | 'loading' | 'done';

export interface DoneTimeline {
  /** When 'Done' appears (ms, same clock as the inputs). */
  doneAt: number;
  /** When the button returns to idle and the caller's onDone runs. */
  finishAt: number;
}

/**
 * Given when loading started and when the work succeeded, returns when to show 'Done' (not
 * before `startedAt + minimumLoadingMs`) and when to finish (`doneVisibleMs` later).
 */
export function planDoneTimeline(
  startedAt: number,
  succeededAt: number,
  options: { minimumLoadingMs?: number; doneVisibleMs?: number } = {},
): DoneTimeline {
  const minimum = options.minimumLoadingMs ?? minimumLoadingMs;
  const visible = options.doneVisibleMs ?? doneVisibleMs;
  const doneAt = Math.max(succeededAt, startedAt + minimum);
  return { doneAt, finishAt: doneAt + visible };
}

/** The status to show at `now` for a timeline (before doneAt: loading; then done; then idle). */
export function statusAt(timeline: DoneTimeline, now: number): ActionStatus {
  if (now < timeline.doneAt) return 'loading';
  if (now < timeline.finishAt) return 'done';
  return 'idle';
}
