import { useId, useMemo, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import {
  Button,
  Select,
  Spinner,
  type ApiError,
  type ImportEncoding,
  type ImportField,
  type ImportFormat,
  type ImportQuery,
  type ImportRefusal,
  type ImportResult,
} from '@app/shared';
import { ReadFailed } from '@app/shared/query';
import { currentZoneName, zoneChoices } from '@app/shared/days';
import {
  IMPORT_ENCODINGS,
  IMPORT_FIELDS,
  IMPORT_FORMATS,
  IMPORT_MAX_BYTES,
  IMPORT_REQUIRED_FIELDS,
  IMPORT_TEXTS,
  IMPORT_XLSX_TYPE,
  formatColumn,
  importFileType,
  useImportHours,
} from '@app/shared/imports';
import {
  columnField,
  headerColumns,
  mappingQuery,
  readBytes,
  readText,
  type ChosenFile,
  type Mapping,
} from './importFile';
import { ImportFloorSetting } from './ImportFloorSetting';
import { ImportPeople, type PeopleChoices } from './ImportPeople';
import { ImportRows } from './ImportRows';
import { CompanyPage } from '../parts';
import { IMPORT_STYLE } from './importStyles';

export interface ImportHoursPageProps {
  companyId: number;
  /** the page's header (the company area's, with the company's name) */
  heading: ReactNode;
}

/** Every zone the browser knows, by its current name (the server checks the name again), UTC among them. */
const ZONES: readonly string[] = zoneChoices();

const FORMAT_OPTIONS = IMPORT_FORMATS.map((value) => ({ value, label: IMPORT_TEXTS.formats[value] }));
const DAY_ORDER_OPTIONS = (['auto', 'mdy', 'dmy'] as const).map((value) => ({
  value,
  label: IMPORT_TEXTS.dayOrders[value],
}));
const ENCODING_OPTIONS = [
  { value: 'auto', label: IMPORT_TEXTS.encodingAuto },
  ...IMPORT_ENCODINGS.map((value) => ({ value, label: IMPORT_TEXTS.encodings[value] })),
];

/**
 * The hours of another tracker's CSV file imported into company `companyId`, in steps on one page:
 * the file and how to read it, a check (a dry run: what each row would become, the columns each
 * field is read from, changed here), then the import, offered only once the current file and
 * options were checked without an error.
 */
export function ImportHoursPage({ companyId, heading }: ImportHoursPageProps) {
  return (
    <CompanyPage companyId={companyId} className="im-page" css={IMPORT_STYLE}>
      {(company) => (
        <>
          {heading}
          <p className="im-intro">{IMPORT_TEXTS.intro}</p>
          <ImportFloorSetting companyId={companyId} />
          {company ? (
            <ImportSteps companyId={companyId} companyZone={company.time_zone ?? 'UTC'} />
          ) : (
            <Spinner label={IMPORT_TEXTS.title} />
          )}
        </>
      )}
    </CompanyPage>
  );
}

/** What the server answered last with rows: a check, an import, or an import refused for its errors (422). */
interface Answer {
  kind: 'checked' | 'imported' | 'refused';
  result: ImportResult;
  /** the file and options it answered for (see `optionsKey`) */
  key: string;
  /** the file it answered for */
  file: number;
  /** the format it read the file as (its mapping starts from that format's columns) */
  format: ImportFormat;
}

/** A call refused for the file or an option (400, 413), or not answered (status 0, a server failure). */
interface Problem {
  status: number;
  error: ApiError | null;
  /** what to run again for a retry */
  dryRun: boolean;
}

/** Where a refusal of the file or an option says so: by the control it names. */
type Place = 'file' | 'format' | 'time_zone' | 'encoding' | 'day_order' | ImportField | 'form';

function placeOf({ status, error }: Problem): Place | null {
  if (status === 413) return 'file';
  if (status !== 400) return null;
  const field = error?.field;
  if (
    field === 'file' ||
    field === 'format' ||
    field === 'time_zone' ||
    field === 'encoding' ||
    field === 'day_order'
  )
    return field;
  if (field === 'people') return 'form';
  return columnField(field) ?? 'form';
}

const isImportRefusal = (error: ApiError | null): error is ImportRefusal =>
  error !== null && Array.isArray((error as Partial<ImportRefusal>).rows);

function ImportSteps({ companyId, companyZone }: { companyId: number; companyZone: string }) {
  const ids = useId();
  const importing = useImportHours(companyId);
  const [file, setFile] = useState<ChosenFile | null>(null);
  /** counts the files chosen: a check answers for one of them */
  const [fileVersion, setFileVersion] = useState(0);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [format, setFormat] = useState<ImportFormat>('toggl');
  const [zone, setZone] = useState(companyZone);
  const [encoding, setEncoding] = useState<ImportEncoding | 'auto'>('auto');
  const [people, setPeople] = useState<PeopleChoices>({});
  const [createProjects, setCreateProjects] = useState(false);
  const [roundUp, setRoundUp] = useState(false);
  const [dayOrder, setDayOrder] = useState<'auto' | 'mdy' | 'dmy'>('auto');
  const [mapping, setMapping] = useState<Mapping>({});
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  /** the file a check was answered for (with rows or refused): its columns can then be chosen */
  const [checkedFile, setCheckedFile] = useState<number | null>(null);
  const [running, setRunning] = useState<'check' | 'import' | null>(null);
  /** the file chosen last: a slower read of one chosen before it is dropped */
  const latestFile = useRef(0);
  /** the file being read, while it is: a check asked for meanwhile waits for it */
  const reading = useRef<Promise<ChosenFile | null> | null>(null);

  const key = JSON.stringify([
    fileVersion,
    format,
    zone,
    encoding,
    dayOrder,
    createProjects,
    roundUp,
    mapping,
    people,
  ]);
  const zoneOptions = useMemo(
    () =>
      (ZONES.includes(currentZoneName(companyZone)) ? ZONES : [currentZoneName(companyZone), ...ZONES]).map(
        (value) => ({
          value,
          label: value,
        }),
      ),
    [companyZone],
  );
  const current = answer && answer.file === fileVersion ? answer : null;
  const localColumns = useMemo(() => (file ? headerColumns(file.text) : []), [file]);
  const columns = current?.result.columns ?? localColumns;
  const place = problem ? placeOf(problem) : null;
  const detailOf = (where: Place) =>
    place === where
      ? problem?.error?.detail || (problem?.status === 413 ? IMPORT_TEXTS.fileTooLarge : IMPORT_TEXTS.failed)
      : undefined;

  const checked = current?.kind === 'checked' ? current : null;
  const fresh = checked !== null && checked.key === key;
  const mayImport = fresh && checked.result.errors === 0 && checked.result.to_create > 0 && running === null;

  const forget = () => {
    setProblem(null);
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    const version = ++latestFile.current;
    setFileVersion(version);
    setFile(null);
    setMapping({});
    setPeople({});
    setAnswer(null);
    setCheckedFile(null);
    forget();
    setFileProblem(null);
    reading.current = null;
    if (!chosen) return;
    if (chosen.size > IMPORT_MAX_BYTES) return setFileProblem(IMPORT_TEXTS.fileTooLarge);
    const read = (async (): Promise<ChosenFile | null> => {
      try {
        const [text, bytes] = await Promise.all([readText(chosen), readBytes(chosen)]);
        // a workbook is sent as it is: its columns are the server's to name (no text of its own)
        const type = importFileType(new Uint8Array(bytes.slice(0, 4)));
        return { name: chosen.name, text: type === IMPORT_XLSX_TYPE ? '' : text, bytes, type };
      } catch (error) {
        console.warn('the file could not be read', error);
        return null;
      }
    })();
    reading.current = read;
    const chosenFile = await read;
    if (latestFile.current !== version) return;
    reading.current = null;
    if (chosenFile) setFile(chosenFile);
    else setFileProblem(IMPORT_TEXTS.fileUnreadable);
  };

  const run = async (dryRun: boolean) => {
    if (running) return;
    // a file still being read is waited for (a check pressed right after choosing it)
    const sent = file ?? (reading.current ? await reading.current : null);
    if (!sent) return setFileProblem(fileProblem ?? IMPORT_TEXTS.chooseFile);
    const runKey = key;
    const runFile = fileVersion;
    const runFormat = format;
    const query: ImportQuery = {
      format,
      time_zone: zone,
      ...(encoding !== 'auto' ? { encoding } : {}),
      ...(dayOrder !== 'auto' ? { day_order: dayOrder } : {}),
      ...(Object.keys(people).length > 0 ? { people: JSON.stringify(people) } : {}),
      ...(dryRun ? { dry_run: true } : {}),
      ...(createProjects ? { create_projects: true } : {}),
      ...(roundUp ? { short_entries: 'round_up' as const } : {}),
      ...mappingQuery(mapping),
    };
    setRunning(dryRun ? 'check' : 'import');
    // the file's bytes as they are: the server reads them in the encoding chosen or detected
    const outcome = await importing.attempt({ query, file: sent.bytes, type: sent.type });
    setRunning(null);
    if (dryRun) setCheckedFile(runFile);
    if (outcome.ok) {
      setProblem(null);
      const kind = dryRun ? 'checked' : 'imported';
      setAnswer({ kind, result: outcome.data, key: runKey, file: runFile, format: runFormat });
    } else if (outcome.status === 422 && isImportRefusal(outcome.error)) {
      setProblem(null);
      setAnswer({ kind: 'refused', result: outcome.error, key: runKey, file: runFile, format: runFormat });
    } else {
      setProblem({ status: outcome.status, error: outcome.error, dryRun });
      // what was shown no longer answers for these options
      setAnswer((shown) => shown && { ...shown, key: '' });
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(true);
  };

  /** The column a field is read from: the one chosen, else the server's for this format, else the format's own. */
  const mappedColumn = (field: ImportField): string => {
    const chosen = mapping[field] ?? (current?.format === format ? current.result.mapping[field] : null);
    if (chosen != null) return chosen;
    return formatColumn(format, field, columns) ?? '';
  };

  const failure =
    problem && place === null ? (
      <ReadFailed status={problem.status} part onRetry={() => void run(problem.dryRun)} />
    ) : null;

  return (
    <>
      <form className="im-form" aria-label={IMPORT_TEXTS.title} noValidate onSubmit={submit}>
        <Field id={`${ids}-file`} label={IMPORT_TEXTS.file} error={fileProblem ?? detailOf('file')}>
          {(describedBy, invalid) => (
            <input
              id={`${ids}-file`}
              className="im-file"
              type="file"
              accept={`.csv,text/csv,.xlsx,${IMPORT_XLSX_TYPE}`}
              aria-invalid={invalid || undefined}
              aria-describedby={`${ids}-file-hint ${describedBy ?? ''}`.trim()}
              onChange={(event) => void choose(event)}
            />
          )}
        </Field>
        <p id={`${ids}-file-hint`} className="im-note">
          {IMPORT_TEXTS.fileHint}
        </p>
        <Field id={`${ids}-format`} error={detailOf('format')}>
          {(describedBy, invalid) => (
            <Select
              id={`${ids}-format`}
              label={IMPORT_TEXTS.format}
              value={format}
              options={FORMAT_OPTIONS}
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
              onChange={(value) => {
                setFormat(value as ImportFormat);
                forget();
              }}
            />
          )}
        </Field>
        <Field id={`${ids}-zone`} error={detailOf('time_zone')}>
          {(describedBy, invalid) => (
            <Select
              id={`${ids}-zone`}
              label={IMPORT_TEXTS.timeZone}
              value={zone}
              options={zoneOptions}
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
              onChange={(value) => {
                setZone(value);
                forget();
              }}
            />
          )}
        </Field>
        <Field id={`${ids}-encoding`} error={detailOf('encoding')}>
          {(describedBy, invalid) => (
            <Select
              id={`${ids}-encoding`}
              label={IMPORT_TEXTS.encoding}
              value={encoding}
              options={ENCODING_OPTIONS}
              aria-invalid={invalid || undefined}
              aria-describedby={`${ids}-encoding-hint ${describedBy ?? ''}`.trim()}
              onChange={(value) => {
                setEncoding(value as ImportEncoding | 'auto');
                forget();
              }}
            />
          )}
        </Field>
        <p id={`${ids}-encoding-hint`} className="im-note">
          {IMPORT_TEXTS.encodingHint}
        </p>
        <Field id={`${ids}-days`} error={detailOf('day_order')}>
          {(describedBy, invalid) => (
            <Select
              id={`${ids}-days`}
              label={IMPORT_TEXTS.dayOrder}
              value={dayOrder}
              options={DAY_ORDER_OPTIONS}
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
              onChange={(value) => {
                setDayOrder(value as 'auto' | 'mdy' | 'dmy');
                forget();
              }}
            />
          )}
        </Field>
        <label className="im-check">
          <input
            type="checkbox"
            checked={createProjects}
            onChange={(event) => {
              setCreateProjects(event.target.checked);
              forget();
            }}
          />
          {IMPORT_TEXTS.createProjects}
        </label>
        <label className="im-check">
          <input
            type="checkbox"
            checked={roundUp}
            onChange={(event) => {
              setRoundUp(event.target.checked);
              forget();
            }}
          />
          {IMPORT_TEXTS.roundUpShort}
        </label>
        {file && checkedFile === fileVersion && columns.length > 0 && (
          <fieldset className="im-mapping">
            <legend>{IMPORT_TEXTS.mapping}</legend>
            <p className="im-note">{IMPORT_TEXTS.mappingIntro}</p>
            <div className="im-mapping-fields">
              {IMPORT_FIELDS.map((field) => {
                const required = (IMPORT_REQUIRED_FIELDS as readonly ImportField[]).includes(field);
                const value = mappedColumn(field);
                const choices = [
                  ...(required && value !== ''
                    ? []
                    : [{ value: '', label: required ? IMPORT_TEXTS.chooseColumn : IMPORT_TEXTS.none }]),
                  ...(value === '' || columns.includes(value) ? columns : [value, ...columns]).map(
                    (column) => ({
                      value: column,
                      label: column,
                    }),
                  ),
                ];
                return (
                  <Field key={field} id={`${ids}-${field}`} error={detailOf(field)}>
                    {(describedBy, invalid) => (
                      <Select
                        id={`${ids}-${field}`}
                        label={
                          required
                            ? IMPORT_TEXTS.required(IMPORT_TEXTS.fields[field])
                            : IMPORT_TEXTS.fields[field]
                        }
                        value={value}
                        options={choices}
                        aria-invalid={invalid || undefined}
                        aria-describedby={describedBy}
                        onChange={(column) => {
                          setMapping((chosen) => ({ ...chosen, [field]: column }));
                          forget();
                        }}
                      />
                    )}
                  </Field>
                );
              })}
            </div>
          </fieldset>
        )}
        {place === 'form' && (
          <p className="tt-field-error" role="alert">
            {detailOf('form')}
          </p>
        )}
        <div className="im-actions">
          <Button contain type="submit" loading={running === 'check'} disabled={running !== null}>
            {IMPORT_TEXTS.check}
          </Button>
        </div>
      </form>
      {failure}
      <div className="im-outcome" role="status">
        {running === 'check' && <p>{IMPORT_TEXTS.checking}</p>}
        {running === 'import' && <p>{IMPORT_TEXTS.importing}</p>}
        {running === null && current && (
          <Outcome answer={current} stale={current.kind === 'checked' && !fresh} />
        )}
      </div>
      {checked && (
        <div className="im-actions">
          <Button
            contain
            loading={running === 'import'}
            disabled={!mayImport}
            onClick={() => void run(false)}
          >
            {IMPORT_TEXTS.importTasks(checked.result.to_create)}
          </Button>
        </div>
      )}
      {current && current.result.people.length > 0 && (
        <ImportPeople
          companyId={companyId}
          people={current.result.people}
          chosen={people}
          onChoose={(written, choice) => {
            setPeople(({ [written]: _, ...others }) =>
              choice === undefined ? others : { ...others, [written]: choice },
            );
            forget();
          }}
        />
      )}
      {current && <ImportRows key={`${current.kind}-${current.key}`} rows={current.result.rows} />}
    </>
  );
}

/** The words of the last answer with rows: what a check found, what an import did or why it did nothing. */
function Outcome({ answer: { kind, result }, stale }: { answer: Answer; stale: boolean }) {
  const summary = IMPORT_TEXTS.summary(result.to_create, result.duplicates, result.skipped, result.errors);
  if (kind === 'imported')
    return (
      <>
        <p className="im-done">{IMPORT_TEXTS.imported(result.created)}</p>
        {result.new_projects.length > 0 && <p>{IMPORT_TEXTS.projectsCreated(result.new_projects)}</p>}
        <ProjectClients result={result} />
      </>
    );
  if (kind === 'refused')
    return (
      <>
        <p className="im-refused">{IMPORT_TEXTS.refused(result.errors)}</p>
        <p>{summary}</p>
      </>
    );
  return (
    <>
      <p className="im-summary">{summary}</p>
      <p className="im-note">{IMPORT_TEXTS.readAs(IMPORT_TEXTS.encodings[result.encoding])}</p>
      {result.day_order && (
        <p className="im-note">{IMPORT_TEXTS.readDays(result.day_order, result.day_order_told)}</p>
      )}
      {result.new_projects.length > 0 && <p>{IMPORT_TEXTS.projectsToCreate(result.new_projects)}</p>}
      <ProjectClients result={result} />
      {stale ? (
        <p className="im-stale">{IMPORT_TEXTS.stale}</p>
      ) : (
        result.errors > 0 && <p className="im-note">{IMPORT_TEXTS.fixErrors}</p>
      )}
    </>
  );
}

/** The client each new project is (or was) made under, when the file names clients. */
function ProjectClients({ result }: { result: Answer['result'] }) {
  const clients = result.new_project_clients;
  if (!clients.some((c) => c.file_client !== null)) return null;
  return (
    <ul className="im-note" aria-label={IMPORT_TEXTS.projectClientsLabel}>
      {clients.map((c) => (
        <li key={c.project}>{IMPORT_TEXTS.projectClient(c)}</li>
      ))}
    </ul>
  );
}

interface FieldProps {
  /** the control's id: its error is `${id}-error` */
  id: string;
  label?: string;
  error: string | undefined;
  /** the control, told which element describes it and whether it is refused */
  children: (describedBy: string | undefined, invalid: boolean) => ReactNode;
}

/** A control with its refusal said next to it (and tied to it for assistive technology). */
function Field({ id, label, error, children }: FieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="im-field">
      {label && (
        <label htmlFor={id} className="tt-field-label">
          {label}
        </label>
      )}
      {children(error ? errorId : undefined, !!error)}
      {error && (
        <p id={errorId} className="tt-field-error">
          {error}
        </p>
      )}
    </div>
  );
}
