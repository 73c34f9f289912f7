import { TextInput } from '@app/shared';
import { weekOf } from '@app/shared/days';

interface PlannedDayInputProps {
  label: string;
  value: string;
  /** the company's today: a planned day is in its week or later */
  today: string;
  onChange: (day: string) => void;
  error?: string;
}

/** The day a plan starts (a target's first day, a holiday): a date field from this week's Monday. */
export function PlannedDayInput({ label, value, today, onChange, error }: PlannedDayInputProps) {
  return (
    <TextInput
      type="date"
      label={label}
      value={value}
      min={weekOf(today).from}
      onChange={(event) => onChange(event.target.value)}
      icon={null}
      minLength={0}
      error={error}
    />
  );
}
