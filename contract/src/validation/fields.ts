import { type BrokenRule, type PayloadRules, type FieldRule, firstFieldProblem } from '../fieldRules';
import { MESSAGES, type MessagePair } from '../messages';

/** The messages a form words itself, by the rule broken; the others are the catalogue's below. */
export type FormMessages = Partial<Record<BrokenRule, MessagePair>>;

/**
 * A form's check of a payload's fields under their rules (../fieldRules): the message of the first
 * problem, or null. The form's own wording first, else the catalogue's message for the rule.
 */
export function checkFields(
  rules: PayloadRules,
  values: Record<string, unknown>,
  own: FormMessages,
): MessagePair | null {
  const problem = firstFieldProblem(rules, values);
  if (!problem) return null;
  const worded = own[problem.rule];
  if (worded) return worded;
  switch (problem.rule) {
    case 'maxLength':
      return MESSAGES.tooLong(problem.label, problem.limit ?? 0);
    case 'oneLine':
    case 'multiLine':
      return MESSAGES.invalidCharacters(problem.label);
    case 'email':
      return MESSAGES.invalidEmail;
    case 'phoneNumber':
      return MESSAGES.invalidContact;
    case 'strongPassword':
      return MESSAGES.weakPassword;
    default:
      // every other rule (required, a minimum, a number, an id) is worded by the form
      return MESSAGES.emptyForm;
  }
}

/** The same rules with no field required (an edit form sends only what is filled in). */
export const noneRequired = (rules: PayloadRules): PayloadRules =>
  Object.fromEntries(Object.entries(rules).map(([field, rule]) => [field, { ...rule, required: false }]));

/** A text rule without its minimum length (a form that says it in its own words, later). */
export function withoutMinLength(rule: FieldRule): FieldRule {
  if (rule.kind !== 'text' && rule.kind !== 'secret') return rule;
  const { minLength: _minLength, ...rest } = rule;
  return rest;
}
