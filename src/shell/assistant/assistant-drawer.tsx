// The AI Assistant drawer (SPEC.md §2, §4): a right-side panel with suggestions and a prompt box.
// A simulation: sending shows 'AI is thinking...' for 2 s and then clears the input.
import { ArrowUp, Sparkles } from 'lucide-react';
import { useId, useRef, type KeyboardEvent } from 'react';
import { Badge, IconButton } from '../../ui';
import { Sheet } from '../layout/sheet';
import { suggestions } from './suggestions';
import { useAssistant } from './use-assistant';
import './assistant.css';

export interface AssistantDrawerProps {
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** 24rem wide (at most 90vw) with an overlay; closes by overlay, Escape or the close button. */
export function AssistantDrawer({ open, onOpenChange }: AssistantDrawerProps) {
  const { state, canSend, setInput, send, suggest } = useAssistant();
  const busy = state.status === 'busy';
  const inputId = useId();
  const inputRef = useRef<HTMLTextAreaElement>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  return (
    <Sheet
      open={open}
      onOpenChange={onOpenChange}
      side="right"
      title="AI Assistant"
      titleAdornment={
        <Badge color="accent" size={1}>
          Beta
        </Badge>
      }
      closeLabel="Close AI Assistant"
      className="assistant-drawer"
      initialFocus={inputRef}
    >
      <div className="assistant-body">
        <div className="assistant-intro">
          <span className="assistant-intro-icon" aria-hidden="true">
            <Sparkles />
          </span>
          <p className="assistant-intro-title">How can I help today?</p>
          <p className="assistant-intro-text">
            Ask about your programs, members and campaigns, or start from a suggestion.
          </p>
        </div>
        <section className="assistant-suggestions" aria-labelledby={`${inputId}-suggestions`}>
          <h3 className="assistant-section-title" id={`${inputId}-suggestions`}>
            Suggestions
          </h3>
          <ul>
            {suggestions.map((suggestion) => (
              <li key={suggestion.id}>
                <button
                  type="button"
                  className="assistant-suggestion"
                  disabled={busy}
                  onClick={() => suggest(suggestion.text)}
                >
                  <span className="assistant-suggestion-text">{suggestion.text}</span>
                  <span className="assistant-suggestion-category">{suggestion.category}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
        <div className="assistant-status" role="status" aria-live="polite">
          {busy && (
            <span className="assistant-thinking">
              <span className="assistant-dots" aria-hidden="true">
                <span />
                <span />
                <span />
              </span>
              AI is thinking...
            </span>
          )}
        </div>
      </div>
      <form
        className="assistant-composer"
        onSubmit={(event) => {
          event.preventDefault();
          send();
        }}
      >
        <label htmlFor={inputId} className="ui-visually-hidden">
          Message the AI Assistant
        </label>
        <textarea
          ref={inputRef}
          id={inputId}
          className="assistant-input"
          rows={2}
          placeholder="Ask anything..."
          value={state.input}
          readOnly={busy}
          aria-busy={busy || undefined}
          onChange={(event) => setInput(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <IconButton
          type="submit"
          variant="solid"
          color="accent"
          aria-label="Send message"
          disabled={!canSend}
        >
          <ArrowUp aria-hidden="true" />
        </IconButton>
      </form>
      <p className="assistant-disclaimer">Beta: answers are simulated in this preview.</p>
    </Sheet>
  );
}
