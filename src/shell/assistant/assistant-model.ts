// The AI Assistant's simulated states (SPEC.md §4): idle → busy on a suggestion or a non-blank
// send, back to idle with the input cleared after 2000 ms. No request is made.

export const assistantDelayMs = 2000;

export type AssistantStatus = 'idle' | 'busy';

export interface AssistantState {
  status: AssistantStatus;
  input: string;
}

export type AssistantEvent =
  | { type: 'input'; value: string }
  | { type: 'send' }
  | { type: 'suggest'; text: string }
  | { type: 'settle' };

export const initialAssistantState: AssistantState = { status: 'idle', input: '' };

/** Sending is allowed only when idle and the input is not blank after trimming. */
export function canSend(state: AssistantState): boolean {
  return state.status === 'idle' && state.input.trim().length > 0;
}

/** The next state for an event; events that do not apply leave the state as it is. */
export function assistantReducer(state: AssistantState, event: AssistantEvent): AssistantState {
  switch (event.type) {
    case 'input':
      return { ...state, input: event.value };
    case 'send':
      return canSend(state) ? { ...state, status: 'busy' } : state;
    case 'suggest':
      return state.status === 'idle' ? { status: 'busy', input: event.text } : state;
    case 'settle':
      return state.status === 'busy' ? { status: 'idle', input: '' } : state;
  }
}
