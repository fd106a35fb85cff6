// A chat message as a form checks it (the composer, the first message of a new chat): the domain's body rule
// (parseChatMessageBody: trimmed, not empty, within the length) on the typed text, and the schema of the route over the
// text as it is sent (normalized), through the one form hook (lib/domain-form.ts).
import { parseChatMessageBody } from '@/domain/chat';
import type { DomainFormCheck } from '../../lib/domain-form-check';

/** The hook's check for a form whose message is the value `key`. */
export function chatMessageSpec<K extends string>(key: K): DomainFormCheck<Record<K, string>> {
  return {
    toInput: (values) => {
      const parsed = parseChatMessageBody(values[key]);
      return { [key]: parsed.ok ? parsed.text : values[key] };
    },
    rules: (values) => {
      const parsed = parseChatMessageBody(values[key]);
      return parsed.ok ? {} : { [key]: parsed.message };
    },
  };
}

/** The text a checked message sends (normalized by the body rule). */
export function sentText(typed: string): string {
  const parsed = parseChatMessageBody(typed);
  return parsed.ok ? parsed.text : typed;
}
