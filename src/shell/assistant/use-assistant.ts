// Runs the assistant model with its 2000 ms simulated delay.
import { useEffect, useReducer } from 'react';
import {
  assistantDelayMs,
  assistantReducer,
  canSend,
  initialAssistantState,
} from './assistant-model';

/** The simulated assistant's state and actions; nothing leaves the browser. */
export function useAssistant() {
  const [state, dispatch] = useReducer(assistantReducer, initialAssistantState);
  useEffect(() => {
    if (state.status !== 'busy') return;
    const timer = window.setTimeout(() => dispatch({ type: 'settle' }), assistantDelayMs);
    return () => window.clearTimeout(timer);
  }, [state.status]);
  return {
    state,
    canSend: canSend(state),
    setInput: (value: string) => dispatch({ type: 'input', value }),
    send: () => dispatch({ type: 'send' }),
    suggest: (text: string) => dispatch({ type: 'suggest', text }),
  };
}
