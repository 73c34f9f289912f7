import { useId, useState, type FormEvent } from 'react';
import {
  Button,
  Spinner,
  TextInput,
  firstFieldProblem,
  formatDuration,
  notify,
  refusedFieldNotice,
  type TargetSchedule,
} from '@app/shared';
import { plannedDayProblem } from '@app/shared/days';
import {
  DAY_TARGET_RULE,
  DEFAULT_DAY_TARGETS,
  MAX_DAY_TARGET,
  TARGET_FIELD_RULES,
  TARGET_MESSAGES,
  TARGET_TEXTS,
  may,
  type Person,
  useActor,
} from '@app/shared/policy';
import { ReadFailed, useCompanyOfUser, useSetTarget, useTargets } from '@app/shared/query';
import { dayInWords, weekdayNames } from '@app/shared/weeks';
import { PlannedDayInput, plannedDayNotice } from '../approvals';
import { StyledSection, useFieldFailure } from '../parts';
import { FormFailure } from '../people';

/** Brought by the section, which loads on demand: the dialog's other users never fetch it. */
const TARGETS_CSS = `
.tt-targets{display:flex;flex-direction:column;gap:12px;margin-top:20px;padding-top:16px;border-top:1px solid var(--tt-border)}
.tt-targets h3{margin:0;font-size:1rem}
.tt-targets h4{margin:0;font-size:.875rem}
.tt-targets p{margin:0}
.tt-target-days{display:grid;grid-template-columns:repeat(auto-fill,minmax(5.5rem,1fr));gap:8px;margin:0}
.tt-target-days>div{padding:6px 8px;border:1px solid var(--tt-border);border-radius:6px}
.tt-target-days dt{color:var(--tt-muted);font-size:.75rem;font-weight:700;text-transform:uppercase}
.tt-target-days dd{margin:2px 0 0;font-size:.875rem}
.tt-target-history{margin:0;padding-left:20px;font-size:.875rem}
.tt-target-history li+li{margin-top:4px}
.tt-target-inputs{display:grid;grid-template-columns:repeat(auto-fill,minmax(5.5rem,1fr));gap:8px 12px}
`;
const TARGETS_STYLE = { href: 'tt-targets', text: TARGETS_CSS };

const LONG_DAYS = weekdayNames('long');
const SHORT_DAYS = weekdayNames('short');

/** A set_at timestamp as a day in words ('Nov 20, 2026'), in the browser's zone. */
const setOn = (timestamp: string) => {
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime())
    ? timestamp
    : date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
};

/** The schedule in effect on `today`: the latest that starts on or before it; null: the default one. */
function scheduleOn(schedules: readonly TargetSchedule[], today: string): TargetSchedule | null {
  let current: TargetSchedule | null = null;
  for (const schedule of schedules) if (schedule.effective_from <= today) current = schedule;
  return current;
}

export interface TargetsSectionProps {
  /** the consultant */
  person: Person;
}

/**
 * 'Weekly target' of a consultant's details: the schedule in effect today (minutes of each weekday),
 * the history of schedules (from which day, who set it), and for her department's lead or company's
 * representative (may.setTargetsOf) a form that sets a new schedule from a day of this week on.
 * Nothing for a viewer who may not read her targets.
 */
export function TargetsSection({ person }: TargetsSectionProps) {
  const actor = useActor();
  if (!actor || !may.readTargetsOf(actor, person)) return null;
  return <Targets person={person} canSet={may.setTargetsOf(actor, person)} />;
}

function Targets({ person, canSet }: { person: Person; canSet: boolean }) {
  const read = useTargets(person.id);
  // days are the consultant's company's: without her company, no day is shown
  const company = useCompanyOfUser(person.id);
  // the company's today as the server counts it (its clock decides what is a past day)
  const today = company.data?.today ?? null;
  const schedules = read.data;
  const current = schedules && today ? scheduleOn(schedules, today) : null;
  const days = current?.days ?? DEFAULT_DAY_TARGETS;
  return (
    <StyledSection className="tt-targets" css={TARGETS_STYLE} title={TARGET_TEXTS.weeklyTarget} level={3}>
      {read.failedStatus !== null && !schedules ? (
        <ReadFailed part status={read.failedStatus} onRetry={read.reload} />
      ) : company.failedStatus !== null && !company.data ? (
        <ReadFailed part status={company.failedStatus} onRetry={company.reload} />
      ) : !schedules || !today ? (
        <Spinner label={TARGET_TEXTS.loadingTargets} />
      ) : (
        <>
          <p>
            {current
              ? TARGET_TEXTS.inEffectSince(dayInWords(current.effective_from))
              : schedules.length > 0
                ? TARGET_TEXTS.defaultUntil(dayInWords(schedules[0].effective_from))
                : TARGET_TEXTS.defaultSchedule}
          </p>
          <dl className="tt-target-days">
            {SHORT_DAYS.map((name, index) => (
              <div key={name}>
                <dt>
                  <abbr title={LONG_DAYS[index]}>{name}</abbr>
                </dt>
                <dd>{formatDuration(days[index])}</dd>
              </div>
            ))}
          </dl>
          {schedules.length > 0 && (
            <>
              <h4>{TARGET_TEXTS.history}</h4>
              <ol className="tt-target-history" reversed>
                {[...schedules].reverse().map((schedule) => (
                  <li key={schedule.effective_from}>
                    {TARGET_TEXTS.historyEntry(
                      dayInWords(schedule.effective_from),
                      formatDuration(schedule.days.reduce((sum, minutes) => sum + minutes, 0)),
                      schedule.set_by_name,
                      setOn(schedule.set_at),
                    )}
                  </li>
                ))}
              </ol>
            </>
          )}
          {canSet && <TargetForm userId={person.id} today={today} initial={days} />}
        </>
      )}
    </StyledSection>
  );
}

/** A day's minutes as typed: a number, or undefined when left empty (the rule says it is required). */
const minutesOf = (typed: string): number | undefined => (typed.trim() === '' ? undefined : Number(typed));

/**
 * A new schedule: its first day (today at first; not before this week, not too far ahead) and the
 * minutes of each weekday (the schedule in effect at first), checked by their rules before sending.
 */
function TargetForm({
  userId,
  today,
  initial,
}: {
  userId: number;
  today: string;
  initial: readonly number[];
}) {
  const legendId = useId();
  const failureId = useId();
  const saving = useSetTarget(userId);
  const [from, setFrom] = useState(today);
  const [typed, setTyped] = useState<string[]>(() => initial.map(String));
  // the first day, a weekday's minutes (by its index), or the whole form (null)
  const { failure, fail, clear, errorOf } = useFieldFailure<'effective_from' | number>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving.isPending) return;
    const dayProblem = plannedDayProblem(from, today);
    if (dayProblem) return fail('effective_from', plannedDayNotice(dayProblem));
    const days = typed.map(minutesOf);
    const wrong = days.findIndex((minutes) => firstFieldProblem({ minutes: DAY_TARGET_RULE }, { minutes }));
    if (wrong >= 0) return fail(wrong, TARGET_MESSAGES.dayTarget(MAX_DAY_TARGET));
    clear();
    const outcome = await saving.attempt({ effective_from: from, days: days as number[] });
    if (!outcome.ok) return fail(null, refusedFieldNotice(TARGET_MESSAGES.saveFailed, outcome.error));
    notify({ ...TARGET_MESSAGES.targetSet(dayInWords(from)), mode: 'success' });
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby={legendId}>
      <h4 id={legendId}>{TARGET_TEXTS.newTarget}</h4>
      <PlannedDayInput
        label={TARGET_FIELD_RULES.target.effective_from.label}
        value={from}
        today={today}
        onChange={setFrom}
        error={errorOf('effective_from')}
      />
      <fieldset className="tt-fieldset">
        <legend>{TARGET_TEXTS.minutesPerDay}</legend>
        <div className="tt-target-inputs">
          {LONG_DAYS.map((name, index) => (
            <TextInput
              key={name}
              type="number"
              inputMode="numeric"
              label={name}
              value={typed[index]}
              min={DAY_TARGET_RULE.min}
              max={DAY_TARGET_RULE.max}
              step={1}
              onChange={(event) =>
                setTyped((current) => current.map((value, i) => (i === index ? event.target.value : value)))
              }
              icon={null}
              minLength={0}
              // the rule's message stands under the days, once
              aria-invalid={failure?.field === index || undefined}
              aria-describedby={failure?.field === index ? failureId : undefined}
            />
          ))}
        </div>
      </fieldset>
      <FormFailure
        id={failureId}
        failure={failure && failure.field !== 'effective_from' ? failure.notice : null}
      />
      <Button type="submit" fullwidth loading={saving.isPending}>
        {TARGET_TEXTS.saveTarget}
      </Button>
    </form>
  );
}
