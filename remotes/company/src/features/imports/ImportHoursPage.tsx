import { useId, useMemo, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import {
  Button,
  Select,
  Spinner,
  type ApiError,
  type ImportField,
  type ImportFormat,
  type ImportQuery,
  type ImportRefusal,
  type ImportResult,
} from '@app/shared';
import { ReadFailed } from '@app/shared/query';
import { currentZoneName, zoneChoices } from '@app/shared/days';
import {
  IMPORT_COLUMNS,
  IMPORT_FIELDS,
  IMPORT_FORMATS,
  IMPORT_MAX_BYTES,
  IMPORT_REQUIRED_FIELDS,
  IMPORT_TEXTS,
} from '@app/shared/imports';
import { useImportHours } from '@app/shared/imports';
import {
  columnField,
  headerColumns,
  mappingQuery,
  readText,
  type ChosenFile,
  type Mapping,
} from './importFile';
import { ImportFloorSetting } from './ImportFloorSetting';
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
type Place = 'file' | 'format' | 'time_zone' | ImportField | 'form';

function placeOf({ status, error }: Problem): Place | null {
  if (status === 413) return 'file';
  if (status !== 400) return null;
  const field = error?.field;
  if (field === 'file' || field === 'format' || field === 'time_zone') return field;
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
  const [createProjects, setCreateProjects] = useState(false);
  const [mapping, setMapping] = useState<Mapping>({});
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  /** the file a check was answered for (with rows or refused): its columns can then be chosen */
  const [checkedFile, setCheckedFile] = useState<number | null>(null);
  const [running, setRunning] = useState<'check' | 'import' | null>(null);
  /** the file chosen last: a slower read of one chosen before it is dropped */
  const latestFile = useRef(0);

  const key = JSON.stringify([fileVersion, format, zone, createProjects, mapping]);
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
    setAnswer(null);
    setCheckedFile(null);
    forget();
    setFileProblem(null);
    if (!chosen) return;
    if (chosen.size > IMPORT_MAX_BYTES) return setFileProblem(IMPORT_TEXTS.fileTooLarge);
    try {
      const text = await readText(chosen);
      if (latestFile.current === version) setFile({ name: chosen.name, text });
    } catch (error) {
      console.warn('the file could not be read', error);
      if (latestFile.current === version) setFileProblem(IMPORT_TEXTS.fileUnreadable);
    }
  };

  const run = async (dryRun: boolean) => {
    if (running) return;
    if (!file) return setFileProblem(fileProblem ?? IMPORT_TEXTS.chooseFile);
    const runKey = key;
    const runFile = fileVersion;
    const runFormat = format;
    const query: ImportQuery = {
      format,
      time_zone: zone,
      ...(dryRun ? { dry_run: true } : {}),
      ...(createProjects ? { create_projects: true } : {}),
      ...mappingQuery(mapping),
    };
    setRunning(dryRun ? 'check' : 'import');
    const outcome = await importing.attempt({ query, csv: file.text });
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
    const own = IMPORT_COLUMNS[format][field];
    return own !== null && columns.includes(own) ? own : '';
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
              accept=".csv,text/csv"
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
      {result.new_projects.length > 0 && <p>{IMPORT_TEXTS.projectsToCreate(result.new_projects)}</p>}
      {stale ? (
        <p className="im-stale">{IMPORT_TEXTS.stale}</p>
      ) : (
        result.errors > 0 && <p className="im-note">{IMPORT_TEXTS.fixErrors}</p>
      )}
    </>
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
