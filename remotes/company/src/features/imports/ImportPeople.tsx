import { useId } from 'react';
import { Button, Select, type ImportPerson } from '@app/shared';
import { IMPORT_TEXTS } from '@app/shared/imports';
import { useEmployees } from '@app/shared/query';

/** A person's choice: a consultant's id, null to skip their rows; absent: as matched. */
export type PeopleChoices = Readonly<Record<string, number | null>>;

const SKIP = 'skip';
const texts = IMPORT_TEXTS.people;

interface ImportPeopleProps {
  companyId: number;
  people: readonly ImportPerson[];
  chosen: PeopleChoices;
  /** a person's consultant (an id), their rows skipped (null), or back to as matched (undefined) */
  onChoose: (written: string, choice: number | null | undefined) => void;
}

/**
 * The file's people and who they are: matched by email, full name or user name, or chosen here; a
 * person not found (or chosen before) gets a choice of the company's consultants or 'Skip their
 * rows'. A choice is sent with the next check (the import's `people`).
 */
export function ImportPeople({ companyId, people, chosen, onChoose }: ImportPeopleProps) {
  const headingId = useId();
  const consultants = useEmployees(companyId);
  const options = [
    { value: '', label: texts.choose },
    ...(consultants.data ?? []).map((user) => ({
      value: String(user.id),
      label: `${`${user.first_name} ${user.last_name}`.trim()} · ${user.email}`,
    })),
    { value: SKIP, label: texts.skip },
  ];
  const columns = texts.columns;
  return (
    <section className="im-rows">
      <h2 id={headingId} className="im-people-title">
        {texts.heading}
      </h2>
      <p className="im-note">{texts.intro}</p>
      {consultants.failedStatus !== null && !consultants.data && (
        <p className="tt-field-error" role="alert">
          {texts.consultantsUnavailable}{' '}
          <Button contain outline onClick={consultants.reload}>
            Try again
          </Button>
        </p>
      )}
      <div className="im-table-wrap" role="region" aria-labelledby={headingId} tabIndex={0}>
        <table className="im-table">
          <thead>
            <tr>
              <th scope="col">{columns.written}</th>
              <th scope="col">{columns.rows}</th>
              <th scope="col">{columns.consultant}</th>
              <th scope="col">{columns.match}</th>
            </tr>
          </thead>
          <tbody>
            {people.map((person) => {
              const choice = chosen[person.written];
              const open = person.matched_by === 'none' || choice !== undefined;
              return (
                <tr
                  key={person.written}
                  className={person.matched_by === 'none' ? 'im-error-row' : undefined}
                >
                  <th scope="row">{person.written}</th>
                  <td>{person.rows}</td>
                  <td>
                    {open ? (
                      <Select
                        label={texts.chooseFor(person.written)}
                        hideLabel
                        value={choice === undefined ? '' : choice === null ? SKIP : String(choice)}
                        options={options}
                        onChange={(value) =>
                          onChoose(
                            person.written,
                            value === '' ? undefined : value === SKIP ? null : Number(value),
                          )
                        }
                      />
                    ) : (
                      `${person.name ?? ''} · ${person.email ?? ''}`
                    )}
                  </td>
                  <td className="im-nowrap">{texts.matches[person.matched_by]}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
