import { describe, expect, it } from 'vitest';
import { addTags, removeTag } from './tags';

describe('addTags', () => {
  it('given padded input, should add the trimmed tag', () => {
    expect(addTags([], '  VIP  ')).toEqual(['VIP']);
  });
  it('given a tag already present in another case, should ignore the duplicate', () => {
    expect(addTags(['VIP'], 'vip')).toEqual(['VIP']);
  });
  it('given a comma-separated list with blanks and repeats, should add each new tag once', () => {
    expect(addTags(['Newsletter'], 'Fashion, , fashion,Newsletter ,  Early   adopter')).toEqual([
      'Newsletter',
      'Fashion',
      'Early adopter',
    ]);
  });
  it('given blank input, should leave the tags unchanged', () => {
    expect(addTags(['A'], '   ')).toEqual(['A']);
  });
  it('should not mutate the given list', () => {
    const tags = ['A'];
    addTags(tags, 'B');
    expect(tags).toEqual(['A']);
  });
});

describe('removeTag', () => {
  it('given an index, should remove only that tag', () => {
    expect(removeTag(['A', 'B', 'C'], 1)).toEqual(['A', 'C']);
  });
});
