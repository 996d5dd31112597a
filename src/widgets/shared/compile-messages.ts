// Lingui's ICU compiler, for messages that arrive at run time (a partner's `messages`). Imported
// only dynamically: pages without such overrides never download the parser.
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { CompiledMessages } from './message-catalog';

/** Compiles each message; one that does not parse is left out with a console warning. */
export function compileMessages(messages: Record<string, string>): CompiledMessages {
  const result: CompiledMessages = {};
  for (const [key, message] of Object.entries(messages)) {
    try {
      result[key] = compileMessage(message);
    } catch (error) {
      console.warn(
        `[widgets] messages.${key} is not a valid ICU message, so it is ignored:`,
        error,
      );
    }
  }
  return result;
}
