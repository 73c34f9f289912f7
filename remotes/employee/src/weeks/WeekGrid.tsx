import { useState } from 'react';
import { Button, Icon, formatDuration, type Timesheet } from '@app/shared';
import { differenceLabel, weekDayLabel } from '@app/shared/weeks';

export interface WeekGridProps {
  week: Timesheet;
  /** the days a draft may be added to (open week, not after today), with the handler; none: read only */
  addDraft?: { days: ReadonlySet<string>; onAdd: (day: string) => void };
}

const minutes = (value: number | undefined) => (value ? formatDuration(value) : '—');
const projectName = (row: Timesheet['rows'][number]) => row.project_name ?? 'No project';

/**
 * A week's minutes: on wide screens a table (a row per project, 'No project' last, a column per
 * day Monday to Sunday, the day totals and targets below, the row totals at the right); on phones
 * one day at a time (its projects, total and target) with the week's total kept in view at the
 * bottom. A company holiday is named under its day. The cells of published tasks read only; an
 * open day offers 'Add draft'.
 */
export function WeekGrid({ week, addDraft }: WeekGridProps) {
  const [dayIndex, setDayIndex] = useState(0);
  const rowTotal = (row: Timesheet['rows'][number]) => Object.values(row.days).reduce((a, b) => a + b, 0);
  const shownDay = week.days[dayIndex];
  const words = (day: string) => {
    const { weekday, date } = weekDayLabel(day);
    return `${weekday}, ${date}`;
  };
  const addButton = (day: string) =>
    addDraft?.days.has(day) ? (
      <Button contain outline className="tt-week-add" onClick={() => addDraft.onAdd(day)}>
        <Icon name="add" size={16} />
        <span className="tt-sr-only">Add a draft for {words(day)}</span>
      </Button>
    ) : null;
  return (
    <>
      <div className="tt-week-wide">
        <table className="tt-week-grid">
          <caption className="tt-sr-only">Minutes by project and day</caption>
          <thead>
            <tr>
              <th scope="col">PROJECT</th>
              {week.days.map(({ day, holiday }) => {
                const { weekday, date } = weekDayLabel(day);
                return (
                  <th scope="col" key={day}>
                    <span className="tt-week-day">
                      {weekday}
                      <small>{date}</small>
                      {holiday && <small className="tt-week-holiday">{holiday}</small>}
                    </span>
                    {addButton(day)}
                  </th>
                );
              })}
              <th scope="col">TOTAL</th>
            </tr>
          </thead>
          <tbody>
            {week.rows.length === 0 && (
              <tr>
                <td colSpan={9}>No hours this week</td>
              </tr>
            )}
            {week.rows.map((row) => (
              <tr key={row.project ?? 'none'}>
                <th scope="row">{projectName(row)}</th>
                {week.days.map(({ day }) => (
                  <td key={day}>{minutes(row.days[day])}</td>
                ))}
                <td>{minutes(rowTotal(row))}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">Total</th>
              {week.days.map((day) => (
                <td key={day.day}>{minutes(day.total_duration)}</td>
              ))}
              <td>{minutes(week.total_duration)}</td>
            </tr>
            <tr>
              <th scope="row">Target</th>
              {week.days.map((day) => (
                <td key={day.day}>{minutes(day.target_duration)}</td>
              ))}
              <td>{minutes(week.target_duration)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      <div className="tt-week-narrow">
        <div className="tt-week-days" role="group" aria-label="Day">
          {week.days.map((day, index) => {
            const { weekday, date } = weekDayLabel(day.day);
            return (
              <button
                type="button"
                key={day.day}
                className="tt-week-daytab"
                aria-pressed={index === dayIndex}
                aria-label={words(day.day)}
                onClick={() => setDayIndex(index)}
              >
                {weekday}
                <small>{date.replace(/^\w+ /, '')}</small>
              </button>
            );
          })}
        </div>
        <section className="tt-week-oneday" aria-label={words(shownDay.day)}>
          <h2>
            {words(shownDay.day)} {addButton(shownDay.day)}
          </h2>
          {shownDay.holiday && <p className="tt-week-holiday">Holiday: {shownDay.holiday}</p>}
          <ul>
            {week.rows
              .filter((row) => row.days[shownDay.day])
              .map((row) => (
                <li key={row.project ?? 'none'}>
                  <span>{projectName(row)}</span>
                  <span>{minutes(row.days[shownDay.day])}</span>
                </li>
              ))}
            {!week.rows.some((row) => row.days[shownDay.day]) && <li>No hours this day</li>}
          </ul>
          <p>
            Day: {minutes(shownDay.total_duration)} of {minutes(shownDay.target_duration)}
          </p>
        </section>
      </div>
      <p className="tt-week-total" role="status">
        Week: {minutes(week.total_duration)} of {minutes(week.target_duration)} target (
        {differenceLabel(week.total_duration, week.target_duration)})
      </p>
    </>
  );
}
