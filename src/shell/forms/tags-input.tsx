// A tag list editor: Enter or a comma adds, tags are trimmed and duplicates ignored (SPEC.md §5).
import { X } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { FieldFrame } from '../../ui';
import { addTags, removeTag } from './tags';

export interface TagsInputProps {
  /** Visible label; default 'Tags'. */
  label?: string;
  /** The current tags. */
  value: string[];
  onChange(tags: string[]): void;
  /** Help text; default how to add a tag. */
  hint?: string;
  /** Placeholder of the text box; default 'Add a tag'. */
  placeholder?: string;
}

/** Chips with remove buttons followed by a text box; Backspace in an empty box removes the last chip. */
export function TagsInput({
  label = 'Tags',
  value,
  onChange,
  hint = 'Press Enter or comma to add a tag.',
  placeholder = 'Add a tag',
}: TagsInputProps) {
  const [draft, setDraft] = useState('');
  const commit = () => {
    if (!draft.trim()) return;
    onChange(addTags(value, draft));
    setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      commit();
    } else if (event.key === 'Backspace' && !draft && value.length > 0) {
      onChange(removeTag(value, value.length - 1));
    }
  };
  return (
    <FieldFrame label={label} hint={hint}>
      {({ controlId, describedBy }) => (
        <div className="ui-input-box form-tags-box" data-size="2" data-variant="surface">
          {value.length > 0 && (
            <ul className="form-tags" aria-label={`${label} added`}>
              {value.map((tag, index) => (
                <li key={tag} className="form-tag">
                  {tag}
                  <button
                    type="button"
                    className="form-tag-remove"
                    aria-label={`Remove tag ${tag}`}
                    onClick={() => onChange(removeTag(value, index))}
                  >
                    <X aria-hidden="true" />
                  </button>
                </li>
              ))}
            </ul>
          )}
          <input
            id={controlId}
            className="ui-input form-tags-input"
            value={draft}
            placeholder={placeholder}
            aria-describedby={describedBy}
            onChange={(event) => {
              // A pasted or typed comma commits everything before it.
              const text = event.target.value;
              if (text.includes(',')) {
                const parts = text.split(',');
                const rest = parts.pop() ?? '';
                onChange(addTags(value, parts.join(',')));
                setDraft(rest);
              } else {
                setDraft(text);
              }
            }}
            onKeyDown={onKeyDown}
            onBlur={commit}
          />
        </div>
      )}
    </FieldFrame>
  );
}
