import { describe, expect, it } from 'vitest';
import {
  dayBoundary,
  emptyFilters,
  entityLabel,
  hasFilters,
  metadataText,
  rangeReversed,
  toApiFilters,
} from './model';

describe('audit-logs model', () => {
  it('given a calendar day, should give its first and last local millisecond as ISO', () => {
    const start = new Date(dayBoundary('2026-11-03', 'start')!);
    const end = new Date(dayBoundary('2026-11-03', 'end')!);
    expect([start.getFullYear(), start.getMonth(), start.getDate(), start.getHours()]).toEqual([
      2026, 10, 3, 0,
    ]);
    expect([end.getDate(), end.getHours(), end.getMinutes(), end.getMilliseconds()]).toEqual([
      3, 23, 59, 999,
    ]);
    expect(dayBoundary('', 'start')).toBeUndefined();
    expect(dayBoundary('03/11/2026', 'end')).toBeUndefined();
  });

  it('given the form, should send only the filters that are set, the actor trimmed', () => {
    expect(toApiFilters(emptyFilters)).toEqual({});
    const filters = toApiFilters({
      action: 'member.invited',
      actor: '  Ada ',
      from: '2026-11-01',
      to: '2026-11-02',
    });
    expect(filters).toEqual({
      action: 'member.invited',
      actor: 'Ada',
      rangeStart: dayBoundary('2026-11-01', 'start'),
      rangeEnd: dayBoundary('2026-11-02', 'end'),
    });
    expect(toApiFilters({ ...emptyFilters, actor: '   ' })).toEqual({});
  });

  it('given dates, should find a reversed range only when both are set and the start is later', () => {
    expect(rangeReversed({ ...emptyFilters, from: '2026-11-02', to: '2026-11-01' })).toBe(true);
    expect(rangeReversed({ ...emptyFilters, from: '2026-11-01', to: '2026-11-01' })).toBe(false);
    expect(rangeReversed({ ...emptyFilters, from: '2026-11-02' })).toBe(false);
  });

  it('given filters, should say whether any is set', () => {
    expect(hasFilters(emptyFilters)).toBe(false);
    expect(hasFilters({ ...emptyFilters, actor: ' ' })).toBe(false);
    expect(hasFilters({ ...emptyFilters, to: '2026-11-01' })).toBe(true);
  });

  it('given an actor or a value, should read as its name (else id) and metadata as text', () => {
    expect(entityLabel({ id: 'user_1', type: 'user', name: 'Ada' })).toBe('Ada');
    expect(entityLabel({ id: 'user_1', type: 'user', name: null })).toBe('user_1');
    expect(entityLabel({ id: 'user_1', type: 'user', name: '  ' })).toBe('user_1');
    expect(metadataText('admin')).toBe('admin');
    expect(metadataText(['a', 1])).toBe('["a",1]');
    expect(metadataText(3)).toBe('3');
  });
});
