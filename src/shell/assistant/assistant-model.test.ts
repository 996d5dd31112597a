import { describe, expect, it } from 'vitest';
import { assistantReducer, canSend, initialAssistantState } from './assistant-model';
import { suggestions } from './suggestions';

describe('assistantReducer', () => {
  it('given a blank input, should not send', () => {
    const state = assistantReducer(initialAssistantState, { type: 'input', value: '   ' });
    expect(canSend(state)).toBe(false);
    expect(assistantReducer(state, { type: 'send' }).status).toBe('idle');
  });
  it('given text, should go busy on send and keep the text until it settles', () => {
    const typed = assistantReducer(initialAssistantState, {
      type: 'input',
      value: 'How are we doing?',
    });
    const busy = assistantReducer(typed, { type: 'send' });
    expect(busy).toEqual({ status: 'busy', input: 'How are we doing?' });
    expect(canSend(busy)).toBe(false);
    expect(assistantReducer(busy, { type: 'settle' })).toEqual({ status: 'idle', input: '' });
  });
  it('given a suggestion while idle, should go busy with its text', () => {
    expect(
      assistantReducer(initialAssistantState, {
        type: 'suggest',
        text: 'Suggest program optimizations',
      }),
    ).toEqual({
      status: 'busy',
      input: 'Suggest program optimizations',
    });
  });
  it('given a suggestion or send while busy, should ignore it', () => {
    const busy = { status: 'busy' as const, input: 'x' };
    expect(assistantReducer(busy, { type: 'suggest', text: 'y' })).toBe(busy);
    expect(assistantReducer(busy, { type: 'send' })).toBe(busy);
  });
});

describe('suggestions', () => {
  it('should list the five SPEC suggestions with their categories', () => {
    expect(suggestions.map((item) => `${item.category}: ${item.text}`)).toEqual([
      'Analytics: Show my loyalty program performance',
      'Members: How many active members do I have?',
      'Campaigns: List top performing campaigns',
      'Reports: Generate engagement report',
      'Insights: Suggest program optimizations',
    ]);
  });
});
