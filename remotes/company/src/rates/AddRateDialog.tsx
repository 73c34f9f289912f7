import { useId, useState, type FormEvent } from 'react';
import {
  Button,
  FIELD_RULES,
  Modal,
  Select,
  TextInput,
  firstFieldProblem,
  notify,
  refusalNotice,
  type RateInput,
  type RateLevel,
} from '@app/shared';
import { isDay } from '@app/shared/days';
import {
  MONEY_LIMITS,
  MONEY_TEXTS,
  RATE_LEVELS,
  RATE_PLACES,
  formatMoney,
  parseMoney,
  useSetRate,
} from '@app/shared/money';
import { useActor } from '@app/shared/policy';
import { ReadFailed } from '@app/shared/query';
import { useFieldFailure } from '../features/parts';
import { FormFailure } from '../features/people';
import { PLACE_LABELS, consultantName, usePlaceLists, type PlaceField, type PlaceLists } from './ratePlaces';
import { clientName } from '../clients/clientName';

type RateField = PlaceField | 'hourly_rate' | 'from';

const RATE_FIELDS: readonly RateField[] = ['client', 'project', 'user', 'hourly_rate', 'from'];

const LEVEL_OPTIONS = RATE_LEVELS.map((level) => ({ value: level, label: MONEY_TEXTS.levels[level] }));

/** The choices of each place field: the clients still offered, the projects, the consultants, by name. */
function placeOptions(lists: PlaceLists, field: PlaceField) {
  const byName = (a: { label: string }, b: { label: string }) => a.label.localeCompare(b.label);
  const options =
    field === 'client'
      ? (lists.client.data ?? [])
          .filter((client) => !client.archived)
          .map((client) => ({ value: String(client.id), label: clientName(client) }))
      : field === 'project'
        ? (lists.project.data ?? []).map((project) => ({ value: String(project.id), label: project.name }))
        : (lists.user.data ?? []).map((user) => ({ value: String(user.id), label: consultantName(user) }));
  return [{ value: '', label: MONEY_TEXTS.choose(PLACE_LABELS[field]) }, ...options.sort(byName)];
}

export interface AddRateDialogProps {
  companyId: number;
  /** the company's currency: the amount is typed and sent in it */
  currency: string;
  /** the company's today: the rate's first day unless another is chosen */
  today: string;
  onSaved: () => void;
  onClose: () => void;
}

/**
 * 'Add rate': where it applies (its level, and the client, project or consultant that level names:
 * RATE_PLACES), the hourly rate typed as an amount of the company's currency ('1,234.50', read by
 * parseMoney into minor units; what it cannot read is refused with MONEY_TEXTS.badAmount) within
 * FIELD_RULES.rate, and its first day (today at first). POST /rates/{company}: a rate of the same
 * place and day is replaced. A refusal keeps the dialog open with the server's reason.
 */
export function AddRateDialog({ companyId, currency, today, onSaved, onClose }: AddRateDialogProps) {
  const failureId = useId();
  const lists = usePlaceLists(companyId, useActor());
  const [level, setLevel] = useState<RateLevel>('company');
  const [places, setPlaces] = useState<Record<PlaceField, string>>({ client: '', project: '', user: '' });
  const [amount, setAmount] = useState('');
  const [from, setFrom] = useState(today);
  const setting = useSetRate(companyId);
  const { failure, fail, clear, errorOf } = useFieldFailure<RateField>();
  const needed = RATE_PLACES[level];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (setting.isPending) return;
    clear();
    // each place the level names is chosen
    const missing = needed.find((field) => places[field] === '');
    if (missing) return fail(missing, MONEY_TEXTS.placeRequired(PLACE_LABELS[missing]));
    const hourlyRate = parseMoney(amount, currency);
    if (hourlyRate === null)
      return fail('hourly_rate', { title: MONEY_TEXTS.invalidAmount, body: MONEY_TEXTS.badAmount });
    const problem = firstFieldProblem(FIELD_RULES.rate, { hourly_rate: hourlyRate, from });
    if (problem?.field === 'hourly_rate')
      return fail('hourly_rate', MONEY_TEXTS.rateTooHigh(formatMoney(MONEY_LIMITS.hourlyRateMax, currency)));
    // a day rule is not checked by firstFieldProblem (kind 'day'): any calendar day, history too
    if (problem || !isDay(from)) return fail('from', MONEY_TEXTS.badDay);
    const input: RateInput = { level, hourly_rate: hourlyRate, from };
    for (const field of needed) input[field] = Number(places[field]);
    const outcome = await setting.attempt(input);
    if (!outcome.ok) {
      // a field the server refused (400) is marked; any other refusal is said under the form
      const named = outcome.error?.field as RateField | undefined;
      const field = outcome.status === 400 && named && RATE_FIELDS.includes(named) ? named : null;
      return fail(field, refusalNotice(MONEY_TEXTS.rateFailed, outcome));
    }
    notify({ ...MONEY_TEXTS.rateSaved, mode: 'success' });
    onSaved();
  };

  return (
    <Modal title={MONEY_TEXTS.addRate} onClose={onClose}>
      <form
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-busy={setting.isPending}
        aria-describedby={failure?.field === null ? failureId : undefined}
      >
        <Select
          label={MONEY_TEXTS.level}
          value={level}
          options={LEVEL_OPTIONS}
          onChange={(value) => setLevel(value as RateLevel)}
        />
        {needed.map((field) => (
          <PlaceSelect
            key={field}
            field={field}
            lists={lists}
            value={places[field]}
            error={errorOf(field)}
            onChange={(value) => setPlaces((current) => ({ ...current, [field]: value }))}
          />
        ))}
        <TextInput
          label={MONEY_TEXTS.hourlyRateIn(currency)}
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          icon={null}
          minLength={0}
          error={errorOf('hourly_rate')}
        />
        <TextInput
          label={MONEY_TEXTS.from}
          type="date"
          value={from}
          onChange={(event) => setFrom(event.target.value)}
          icon={null}
          minLength={0}
          error={errorOf('from')}
        />
        {failure?.field === null && <FormFailure failure={failure.notice} id={failureId} />}
        <Button type="submit" fullwidth loading={setting.isPending}>
          {MONEY_TEXTS.addRate}
        </Button>
      </form>
    </Modal>
  );
}

interface PlaceSelectProps {
  field: PlaceField;
  lists: PlaceLists;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}

/** The choice of a client, project or consultant, with why it was refused under it; its list unread says so. */
function PlaceSelect({ field, lists, value, error, onChange }: PlaceSelectProps) {
  const errorId = useId();
  const read = lists[field];
  return (
    <div>
      {read.failedStatus !== null && !read.data && (
        <ReadFailed part status={read.failedStatus} onRetry={read.reload} />
      )}
      <Select
        label={PLACE_LABELS[field]}
        value={value}
        options={placeOptions(lists, field)}
        onChange={onChange}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error && (
        <p id={errorId} className="tt-field-error">
          {error}
        </p>
      )}
    </div>
  );
}
