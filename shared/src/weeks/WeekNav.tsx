import { Button } from '@app/shared';
import { addDays, weekOf } from '../days';
import { weekRangeLabel } from './weekParam';

export interface WeekNavProps {
  /** the week shown (its Monday); null while unknown */
  weekStart: string | null;
  /** today, the company's: no week after its own is offered */
  today: string | null;
  onGo: (weekStart: string) => void;
}

/** 'Previous week', the week in words, 'Next week' (up to the current week). */
export function WeekNav({ weekStart, today, onGo }: WeekNavProps) {
  return (
    <nav className="tt-week-nav" aria-label="Week">
      <Button contain outline disabled={!weekStart} onClick={() => weekStart && onGo(addDays(weekStart, -7))}>
        Previous week
      </Button>
      <h2>{weekStart ? weekRangeLabel(weekStart) : 'Loading the week'}</h2>
      <Button
        contain
        outline
        disabled={!weekStart || !today || weekStart >= weekOf(today).from}
        onClick={() => weekStart && onGo(addDays(weekStart, 7))}
      >
        Next week
      </Button>
    </nav>
  );
}
