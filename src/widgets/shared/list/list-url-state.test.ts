import { describe, expect, it, vi } from 'vitest';
import {
  isInFrame,
  readListUrlState,
  replaceListUrlState,
  writeListUrlState,
} from './list-url-state';

// <users-management>'s parameters; <api-keys> has a search only (see the last cases).
const params = { filters: { role: 'ak_role' }, search: 'ak_q' };

describe('readListUrlState', () => {
  it('given ak_role and ak_q, should start with the role only (ak_role wins)', () => {
    expect(readListUrlState('?ak_q=ada&ak_role=admin', false, params)).toEqual({
      filters: { role: 'admin' },
    });
  });
  it('given only ak_q, should start with that search', () => {
    expect(readListUrlState('?ak_q=ada%20admin', false, params)).toEqual({ search: 'ada admin' });
  });
  it('given empty parameters, should start unfiltered', () => {
    expect(readListUrlState('?ak_role=&ak_q=', false, params)).toEqual({});
  });
  it('given the page is inside a frame, should ignore the query string', () => {
    expect(readListUrlState('?ak_role=admin', true, params)).toEqual({});
  });
});

describe('writeListUrlState', () => {
  it('given a role change, should set ak_role, clear ak_q and keep other parameters and hash', () => {
    expect(
      writeListUrlState(
        'https://host.test/p?tab=2&ak_q=ada#top',
        { filters: { role: 'admin' } },
        params,
      ),
    ).toBe('https://host.test/p?tab=2&ak_role=admin#top');
  });
  it('given a search change, should set ak_q and clear ak_role', () => {
    expect(writeListUrlState('https://host.test/p?ak_role=admin', { search: 'a b' }, params)).toBe(
      'https://host.test/p?ak_q=a+b',
    );
  });
  it('given everything cleared, should remove both parameters', () => {
    expect(writeListUrlState('https://host.test/p?ak_role=admin&x=1', {}, params)).toBe(
      'https://host.test/p?x=1',
    );
  });
});

describe('replaceListUrlState', () => {
  it('given a change, should replace the history entry instead of pushing one', () => {
    const replaceState = vi.fn();
    const win = {
      location: { href: 'https://host.test/p?ak_q=ada' },
      history: { state: { keep: true }, replaceState },
    } as unknown as Window;
    Object.assign(win, { self: win, top: win });
    replaceListUrlState(win, { filters: { role: 'member' } }, params);
    expect(replaceState).toHaveBeenCalledWith(
      { keep: true },
      '',
      'https://host.test/p?ak_role=member',
    );
  });
  it('given no change, should not touch history', () => {
    const replaceState = vi.fn();
    const win = {
      location: { href: 'https://host.test/p?ak_q=ada' },
      history: { state: null, replaceState },
    } as unknown as Window;
    Object.assign(win, { self: win, top: win });
    replaceListUrlState(win, { search: 'ada' }, params);
    expect(replaceState).not.toHaveBeenCalled();
  });
});

describe('a list with a search only', () => {
  const searchOnly = { search: 'uak_q' };
  it('given its parameter, should start with that search and ignore a filter parameter', () => {
    expect(readListUrlState('?ak_role=admin&uak_q=ci', false, searchOnly)).toEqual({
      search: 'ci',
    });
  });
  it('given a search change, should set only its own parameter', () => {
    expect(writeListUrlState('https://host.test/p?ak_q=ada', { search: 'ci' }, searchOnly)).toBe(
      'https://host.test/p?ak_q=ada&uak_q=ci',
    );
  });
  it('given the page is inside a frame, should leave the address bar alone', () => {
    const replaceState = vi.fn();
    const win = {
      location: { href: 'https://host.test/p' },
      history: { state: null, replaceState },
      self: {},
      top: {},
    } as unknown as Window;
    replaceListUrlState(win, { search: 'ci' }, searchOnly);
    expect(replaceState).not.toHaveBeenCalled();
  });
});

describe('a list with several filters and no search (<audit-logs>)', () => {
  const audit = {
    filters: { action: 'al_action', actor: 'al_actor', from: 'al_from', to: 'al_to' },
  };
  it('given some of its parameters, should start with those filters together', () => {
    expect(
      readListUrlState('?al_action=member.invited&al_from=2026-11-01&al_to=&x=1', false, audit),
    ).toEqual({ filters: { action: 'member.invited', from: '2026-11-01' } });
  });
  it('given filters, should write every one that is set and remove the others', () => {
    expect(
      writeListUrlState(
        'https://host.test/settings/audit-log?al_actor=old&al_to=2026-11-30#x',
        { filters: { action: 'role.changed', actor: 'Ada Admin', from: '', to: '2026-11-27' } },
        audit,
      ),
    ).toBe(
      'https://host.test/settings/audit-log?al_action=role.changed&al_actor=Ada+Admin&al_to=2026-11-27#x',
    );
  });
  it('given every filter cleared, should remove all of them', () => {
    expect(
      writeListUrlState(
        'https://host.test/p?al_action=a&al_actor=b&y=2',
        { filters: { action: '', actor: '' } },
        audit,
      ),
    ).toBe('https://host.test/p?y=2');
  });
});

describe('isInFrame', () => {
  it('given the top window, should be false', () => {
    const win = {} as Window;
    expect(isInFrame({ self: win, top: win })).toBe(false);
  });
  it('given a nested window, should be true', () => {
    expect(isInFrame({ self: {} as Window, top: {} as Window })).toBe(true);
  });
  it('given a cross-origin parent that throws on access, should be true', () => {
    const win = {
      self: {} as Window,
      get top(): Window {
        throw new Error('SecurityError');
      },
    };
    expect(isInFrame(win)).toBe(true);
  });
});
