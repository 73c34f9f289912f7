/**
 * Who a file's people are: a file names a person by e-mail, by display name ('First Last': Kimai,
 * Harvest) or by user name. Matched among the company's consultants only: by e-mail first, then by
 * full name when exactly one consultant has it, then by user name (the e-mail's part before @) when
 * exactly one has it; a person the import's `people` names is theirs as chosen (a consultant, or
 * their rows skipped). Nothing here reads the database.
 */
import type { ImportPerson, ImportPersonMatch } from '@app/contract';
import type { UserRecord } from '../db/records';

/** A person's words compared: case, accents' forms and spacing aside. */
export const personKey = (words: string) => words.normalize('NFC').replace(/\s+/g, ' ').trim().toLowerCase();

const fullName = (user: UserRecord) => personKey(`${user.first_name} ${user.last_name}`);
const userName = (user: UserRecord) => personKey(user.email.split('@')[0] ?? '');

/** What a person of the file is: a consultant, skipped, or nobody yet. */
export type PersonMatch =
  | { by: Exclude<ImportPersonMatch, 'skipped' | 'none'>; user: UserRecord }
  | { by: 'skipped' | 'none'; user: null };

/**
 * Matches each person of a file to a consultant among `consultants` (see the module's comment);
 * `chosen` (by personKey) wins. A chosen id that is no consultant of the company matches nobody.
 */
export function peopleMatcher(
  consultants: readonly UserRecord[],
  chosen: ReadonlyMap<string, number | null>,
) {
  const byEmail = new Map(consultants.map((u) => [u.email.toLowerCase(), u]));
  const byId = new Map(consultants.map((u) => [u.id, u]));
  const only = (pick: (u: UserRecord) => string) => {
    const found = new Map<string, UserRecord | null>();
    for (const u of consultants) {
      const key = pick(u);
      if (key) found.set(key, found.has(key) ? null : u);
    }
    return found;
  };
  const byName = only(fullName);
  const byUserName = only(userName);
  const seen = new Map<string, PersonMatch>();
  return (words: string): PersonMatch => {
    const key = personKey(words);
    let match = seen.get(key);
    if (match) return match;
    if (chosen.has(key)) {
      const id = chosen.get(key)!;
      const user = id === null ? undefined : byId.get(id);
      match =
        id === null
          ? { by: 'skipped', user: null }
          : user
            ? { by: 'chosen', user }
            : { by: 'none', user: null };
    } else {
      const email = byEmail.get(key);
      const name = byName.get(key);
      const username = byUserName.get(key);
      match = email
        ? { by: 'email', user: email }
        : name
          ? { by: 'name', user: name }
          : username && !key.includes('@')
            ? { by: 'username', user: username }
            : { by: 'none', user: null };
    }
    seen.set(key, match);
    return match;
  };
}

/** The file's people, in the order first met, each with their rows and match. */
export function peopleOf(persons: readonly string[], match: (words: string) => PersonMatch): ImportPerson[] {
  const people = new Map<string, ImportPerson>();
  for (const words of persons) {
    if (!words) continue;
    const key = personKey(words);
    const person = people.get(key);
    if (person) {
      person.rows += 1;
      continue;
    }
    const { by, user } = match(words);
    people.set(key, {
      written: words,
      rows: 1,
      matched_by: by,
      user: user?.id ?? null,
      name: user ? `${user.first_name} ${user.last_name}`.trim() : null,
      email: user?.email ?? null,
    });
  }
  return [...people.values()];
}
