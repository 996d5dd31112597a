import { describe, expect, it } from 'vitest';
import { doneVisibleMs, minimumLoadingMs, planDoneTimeline, statusAt } from './done-timing';

describe('planDoneTimeline', () => {
  it('given the SPEC constants, should be 600 ms minimum loading and 1500 ms of Done', () => {
    expect(minimumLoadingMs).toBe(600);
    expect(doneVisibleMs).toBe(1500);
  });

  it('given work that finishes quickly, should hold loading until 600 ms after the start', () => {
    expect(planDoneTimeline(1000, 1100)).toEqual({ doneAt: 1600, finishAt: 3100 });
  });

  it('given work that takes longer than 600 ms, should show Done as soon as it finishes', () => {
    expect(planDoneTimeline(1000, 2500)).toEqual({ doneAt: 2500, finishAt: 4000 });
  });

  it('given custom durations, should use them', () => {
    expect(planDoneTimeline(0, 10, { minimumLoadingMs: 100, doneVisibleMs: 50 })).toEqual({
      doneAt: 100,
      finishAt: 150,
    });
  });
});

describe('statusAt', () => {
  const timeline = planDoneTimeline(0, 100);

  it('should be loading before doneAt, done until finishAt, then idle', () => {
    expect(statusAt(timeline, 0)).toBe('loading');
    expect(statusAt(timeline, 599)).toBe('loading');
    expect(statusAt(timeline, 600)).toBe('done');
    expect(statusAt(timeline, 2099)).toBe('done');
    expect(statusAt(timeline, 2100)).toBe('idle');
  });
});
