import { useId, useState, type FormEvent } from 'react';
import {
  Button,
  EmptyState,
  Spinner,
  TextInput,
  checkFields,
  notify,
  refusedFieldNotice,
  type Holiday,
  refusalNotice,
} from '@app/shared';
import { plannedDayProblem, weekOf } from '@app/shared/days';
import {
  HOLIDAY_NAME_MAX_LENGTH,
  TARGET_FIELD_RULES,
  TARGET_MESSAGES,
  TARGET_TEXTS,
} from '@app/shared/policy';
import { ReadFailed, useAddHoliday, useHolidays, useRemoveHoliday } from '@app/shared/query';
import { useFieldFailure } from '../parts';
import { PlannedDayInput } from './PlannedDayInput';
import { plannedDayNotice } from './plannedDay';
import { dayInWords } from '@app/shared/weeks';

export interface HolidaysSectionProps {
  companyId: number;
  /** today, the company's; null while unknown */
  today: string | null;
  /** whether the viewer adds and removes them (may.setHolidays) */
  canSet: boolean;
}

/**
 * 'Holidays': the company's holidays from this week on (day and name), each a day of no target for
 * every consultant. The company's representative adds one (a day of this week or later, and a
 * name) and removes one; everyone else reads them.
 */
export function HolidaysSection({ companyId, today, canSet }: HolidaysSectionProps) {
  const headingId = useId();
  const read = useHolidays(companyId);
  const removing = useRemoveHoliday(companyId);
  const from = today ? weekOf(today).from : null;
  const shown = from && read.data ? read.data.filter((holiday) => holiday.day >= from) : null;

  const remove = async (holiday: Holiday) => {
    const outcome = await removing.attempt(holiday);
    notify(
      outcome.ok
        ? { ...TARGET_MESSAGES.holidayRemoved, mode: 'success' }
        : { ...refusalNotice(TARGET_MESSAGES.saveFailed, outcome), mode: 'error' },
    );
  };

  return (
    <section className="tt-holidays" aria-labelledby={headingId}>
      <h2 id={headingId}>{TARGET_TEXTS.holidays}</h2>
      {read.failedStatus !== null && !read.data ? (
        <ReadFailed part status={read.failedStatus} onRetry={read.reload} />
      ) : !shown ? (
        <Spinner label={TARGET_TEXTS.loadingHolidays} />
      ) : shown.length === 0 ? (
        <EmptyState message={TARGET_TEXTS.noHolidays} />
      ) : (
        <ul className="tt-holiday-list">
          {shown.map((holiday) => (
            <li key={holiday.id}>
              <span className="tt-holiday-day">{dayInWords(holiday.day)}</span>
              <span className="tt-holiday-name">{holiday.name}</span>
              {canSet && (
                <Button
                  contain
                  outline
                  aria-label={TARGET_TEXTS.removeHoliday(holiday.name, dayInWords(holiday.day))}
                  onClick={() => void remove(holiday)}
                >
                  {TARGET_TEXTS.remove}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {canSet && today && <AddHolidayForm companyId={companyId} today={today} />}
    </section>
  );
}

/** The representative's form: a day (this week or later) and a name, checked before sending. */
function AddHolidayForm({ companyId, today }: { companyId: number; today: string }) {
  const adding = useAddHoliday(companyId);
  const [day, setDay] = useState('');
  const [name, setName] = useState('');
  const { failure, fail, clear, errorOf } = useFieldFailure<'day' | 'name'>();
  const rules = TARGET_FIELD_RULES.holiday;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (adding.isPending) return;
    const dayProblem = plannedDayProblem(day, today);
    if (dayProblem) return fail('day', plannedDayNotice(dayProblem));
    const problem = checkFields(rules, { day, name }, {});
    if (problem) return fail('name', problem);
    clear();
    const outcome = await adding.attempt({ day, name: name.trim() });
    if (!outcome.ok) return fail(null, refusedFieldNotice(TARGET_MESSAGES.saveFailed, outcome.error));
    notify({ ...TARGET_MESSAGES.holidayAdded, mode: 'success' });
    setDay('');
    setName('');
  };

  return (
    <form className="tt-holiday-form" onSubmit={(event) => void submit(event)} noValidate>
      <PlannedDayInput
        label={rules.day.label}
        value={day}
        today={today}
        onChange={setDay}
        error={errorOf('day')}
      />
      <TextInput
        label={rules.name.label}
        value={name}
        maxLength={HOLIDAY_NAME_MAX_LENGTH}
        onChange={(event) => setName(event.target.value)}
        icon={null}
        minLength={0}
        error={errorOf('name')}
      />
      <Button contain type="submit" loading={adding.isPending}>
        {TARGET_TEXTS.addHoliday}
      </Button>
      {failure?.field === null && (
        <p className="tt-form-failure" role="alert">
          {failure.notice.title}: {failure.notice.body}
        </p>
      )}
    </form>
  );
}
