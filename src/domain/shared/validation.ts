// The words a person reads when a value breaks a rule: one zod error map for every schema of the product, so a
// validator's default text ("Invalid input: expected string…", "Too small…", "Invalid UUID") never reaches a screen.
// A rule that needs its own sentence still says it next to the rule (`.min(8, MESSAGES.errors.passwordTooShort)`);
// this map only answers for rules that did not.
// `config`, not `z.config`: the web build counts calls on `z` as pure (vite.config.ts), and this one is the effect.
import { config as zodConfig } from 'zod';
import { MESSAGES } from './messages';

const V = MESSAGES.validation;

type Issue = {
  code?: string;
  input?: unknown;
  expected?: string;
  origin?: string;
  minimum?: number | bigint | Date;
  maximum?: number | bigint | Date;
  inclusive?: boolean;
  format?: string;
  keys?: string[];
};

const num = (n: unknown) => (n instanceof Date ? n.toISOString().slice(0, 10) : String(n));

/** The human message for a zod issue (the domain's error map). */
export function validationMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return V.required;
      if (issue.expected === 'int') return V.wholeNumber;
      if (issue.expected === 'number') return V.number;
      if (issue.expected === 'string') return V.text;
      if (issue.expected === 'boolean') return V.yesNo;
      if (issue.expected === 'array') return V.list;
      if (issue.expected === 'object') return V.section;
      return V.invalid;
    case 'too_small': {
      const min = issue.minimum ?? 0;
      if (issue.origin === 'string') return Number(min) <= 1 ? V.required : V.minChars(num(min));
      if (issue.origin === 'array' || issue.origin === 'set') return V.minItems(num(min));
      if (Number(min) === 0 && !issue.inclusive) return V.aboveZero;
      return issue.inclusive ? V.atLeast(num(min)) : V.above(num(min));
    }
    case 'too_big': {
      const max = issue.maximum ?? 0;
      if (issue.origin === 'string') return V.maxChars(num(max));
      if (issue.origin === 'array' || issue.origin === 'set') return V.maxItems(num(max));
      return issue.inclusive ? V.atMost(num(max)) : V.below(num(max));
    }
    case 'invalid_format':
      if (issue.format === 'date') return V.date;
      if (issue.format === 'datetime') return V.dateTime;
      if (issue.format === 'email') return V.email;
      if (issue.format === 'url') return V.url;
      if (issue.format === 'uuid' || issue.format === 'guid' || issue.format === 'cuid') return V.link;
      return V.characters;
    case 'invalid_value':
    case 'invalid_union':
    case 'invalid_key':
    case 'invalid_element':
      return V.choose;
    case 'not_multiple_of':
      return V.wholeNumber;
    case 'unrecognized_keys':
      return V.notAccepted((issue.keys ?? []).join(', '));
    default:
      return V.invalid;
  }
}

// Installed once, by the first import of the domain's shared schemas (server and web both import them). In a browser
// zod's compiled fast path stays off (`jitless`): zod finds out whether it may compile by trying `new Function('')`, the
// app's Content-Security-Policy (script-src 'self') refuses that, and though zod catches the refusal the browser reports
// it (Firefox as a page error: the Firefox smoke stage, tests/smoke, found it). The server keeps the fast path.
zodConfig({ customError: (issue) => validationMessage(issue as Issue), jitless: typeof document !== 'undefined' });
