import { describe, expect, it } from 'vitest';
import { plainStrings, type Translate } from './translate';

describe('plainStrings', () => {
  // Compiled as the build compiles a catalog: an array of text parts and placeholders.
  const en = {
    title: ['Users'],
    empty: [],
    greeting: ['Hello ', ['name']],
    roles: [['count', 'plural', { one: ['Role'], other: ['Roles'] }]],
  };
  const t: Translate<keyof typeof en> = (key, values) =>
    `${key}:${values ? JSON.stringify(values) : ''}`;

  it('given compiled messages, should translate those without placeholders and leave the rest', () => {
    expect(plainStrings(t, en)).toEqual({ title: 'title:', empty: 'empty:' });
  });

  it('given uncompiled messages (plain strings), should translate every one', () => {
    expect(plainStrings(t, { title: 'Users' } as Record<'title', unknown>)).toEqual({
      title: 'title:',
    });
  });
});
