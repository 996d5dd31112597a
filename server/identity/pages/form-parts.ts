// Form building blocks shared by the hosted pages: labelled fields whose errors are tied to the
// input (aria-describedby) and hidden fields that carry the authorize request through a post.
import { html, type SafeHtml } from '../../http/html';

export interface FieldOptions {
  name: string;
  label: string;
  type: 'email' | 'password' | 'text';
  value?: string | undefined;
  autocomplete: string;
  error?: string | undefined;
  hint?: string | undefined;
  autofocus?: boolean;
  required?: boolean;
  extra?: SafeHtml;
  inputClass?: string;
}

export function field(options: FieldOptions): SafeHtml {
  const id = `field-${options.name}`;
  const describedBy = [options.hint ? `${id}-hint` : '', options.error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return html`<div class="field">
    <label for="${id}">${options.label}</label>
    <input
      id="${id}"
      name="${options.name}"
      type="${options.type}"
      autocomplete="${options.autocomplete}"
      ${
        options.value !== undefined && options.type !== 'password'
          ? html` value="${options.value}"`
          : ''
      }${options.required === false ? '' : html` required`}${options.autofocus ? html` autofocus` : ''}${
        options.error ? html` aria-invalid="true"` : ''
      }${describedBy ? html` aria-describedby="${describedBy}"` : ''}${
        options.inputClass ? html` class="${options.inputClass}"` : ''
      }${options.extra ?? ''}
    />
    ${options.hint ? html`<span class="hint" id="${id}-hint">${options.hint}</span>` : ''}
    ${options.error ? html`<span class="field-error" id="${id}-error">${options.error}</span>` : ''}
  </div>`;
}

export function hiddenFields(params: Record<string, string>): SafeHtml[] {
  return Object.entries(params).map(
    ([name, value]) => html`<input type="hidden" name="${name}" value="${value}" />`,
  );
}

/** A form-level message, announced by screen readers as soon as the page shows. */
export function formAlert(message: string | undefined): SafeHtml | '' {
  return message ? html`<div class="alert" role="alert" id="form-error">${message}</div>` : '';
}
