import { describe, expect, it } from 'vitest';
import type { Profile } from '../../api/widgets';
import {
  UnknownAccountTypeError,
  connectedAccounts,
  fullName,
  mergeSavedName,
  nameUpdate,
} from './model';

const profile: Profile = {
  id: 'user_1',
  email: 'ada@acme.test',
  firstName: 'Ada',
  lastName: 'Lovelace',
};

describe('connectedAccounts', () => {
  it('given no oauth profiles, should return none', () => {
    expect(connectedAccounts(undefined)).toEqual([]);
    expect(connectedAccounts({})).toEqual([]);
  });

  it('given the four known types, should map each to its provider in a stable order', () => {
    const accounts = connectedAccounts({
      AppleOAuth: { email: 'a@icloud.test' },
      GoogleOAuth: { email: 'g@gmail.test' },
      MicrosoftOAuth: { email: 'm@outlook.test' },
      GithubOAuth: { email: 'gh@github.test' },
    });
    expect(accounts.map(({ provider, name, email }) => [provider, name, email])).toEqual([
      ['github', 'GitHub', 'gh@github.test'],
      ['google', 'Google', 'g@gmail.test'],
      ['microsoft', 'Microsoft', 'm@outlook.test'],
      ['apple', 'Apple', 'a@icloud.test'],
    ]);
  });

  it('given an unknown account type, should throw naming it', () => {
    const profiles = { GoogleOAuth: { email: 'g@gmail.test' }, GitlabOAuth: { email: 'x@y.test' } };
    expect(() => connectedAccounts(profiles as Profile['oauthProfiles'])).toThrow(
      UnknownAccountTypeError,
    );
    expect(() => connectedAccounts(profiles as Profile['oauthProfiles'])).toThrow(/GitlabOAuth/);
  });

  it('given an inherited object key, should treat it as unknown', () => {
    const profiles = { toString: { email: 'x@y.test' } };
    expect(() => connectedAccounts(profiles as Profile['oauthProfiles'])).toThrow(
      UnknownAccountTypeError,
    );
  });
});

describe('fullName', () => {
  it('should join first and last name', () => {
    expect(fullName(profile)).toBe('Ada Lovelace');
  });
  it('given only one part, should show that part', () => {
    expect(fullName({ firstName: '', lastName: 'Lovelace' })).toBe('Lovelace');
    expect(fullName({ firstName: 'Ada', lastName: '  ' })).toBe('Ada');
  });
  it('given both blank, should return null (shown as Not set)', () => {
    expect(fullName({ firstName: ' ', lastName: '' })).toBeNull();
  });
});

describe('nameUpdate', () => {
  it('should send blank values as empty strings and trim the rest', () => {
    expect(nameUpdate('   ', '')).toEqual({ firstName: '', lastName: '' });
    expect(nameUpdate(' Ada ', 'Byron')).toEqual({ firstName: 'Ada', lastName: 'Byron' });
  });
});

describe('mergeSavedName', () => {
  it('should take the saved values', () => {
    expect(mergeSavedName(profile, { firstName: 'Grace', lastName: 'Hopper' })).toMatchObject({
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'ada@acme.test',
    });
  });
  it('given an empty response value, should keep the old one', () => {
    expect(mergeSavedName(profile, { firstName: '', lastName: 'Hopper' })).toMatchObject({
      firstName: 'Ada',
      lastName: 'Hopper',
    });
  });
});
