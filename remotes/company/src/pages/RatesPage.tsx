import { useCallback, useId, useMemo, useState } from 'react';
import {
  DataTable,
  EmptyState,
  MESSAGES,
  PAGE_ROLES,
  Spinner,
  notify,
  refusalNotice,
  type Column,
  type Rate,
  type RateLevel,
  type RowActions,
} from '@app/shared';
import { todayIn } from '@app/shared/days';
import {
  DEFAULT_CURRENCY,
  MONEY_TEXTS,
  RATE_LEVELS,
  RATE_PLACES,
  formatMoney,
  useDeleteRate,
  useRates,
} from '@app/shared/money';
import { may, useActor } from '@app/shared/policy';
import { ReadFailed, useCompany } from '@app/shared/query';
import { dayInWords } from '@app/shared/weeks';
import { CompanyHeader } from '../company/CompanyHeader';
import { CompanyRoute } from '../company/CompanyRoute';
import { AddRateDialog } from '../rates/AddRateDialog';
import { CurrencySetting } from '../rates/CurrencySetting';
import { PLACE_LABELS, placeName, ratePlace } from '../rates/ratePlaces';

/**
 * /company/rates/{id}: the company's currency and its hourly rates, grouped by level (the most
 * specific first), each with where it applies, the rate in the company's currency, its first day
 * and who set it; for those who see money (the platform admin, the representative, the board
 * members). The representative chooses the currency, adds rates and deletes them.
 */
export function RatesPage() {
  return (
    <CompanyRoute roles={PAGE_ROLES.rates}>{(companyId) => <Rates companyId={companyId} />}</CompanyRoute>
  );
}

function Rates({ companyId }: { companyId: number }) {
  const actor = useActor();
  const manager = !!actor && may.manageMoney(actor, companyId);
  const company = useCompany(companyId);
  const read = useRates(companyId);
  const [adding, setAdding] = useState(false);
  const { attempt: deleteRate } = useDeleteRate(companyId);

  const remove = useCallback(
    async (rate: Rate) => {
      const outcome = await deleteRate(rate);
      notify(
        outcome.ok
          ? { ...MONEY_TEXTS.rateDeleted, mode: 'success' }
          : { ...refusalNotice(MESSAGES.deleteFailed, outcome), mode: 'error' },
      );
    },
    [deleteRate],
  );

  // the rates or the company refused (403), unknown (404) or not answered for: said in place of the
  // page (never 'No rates yet'), with a retry and no Add button
  if (read.failedStatus !== null && !read.data)
    return <ReadFailed status={read.failedStatus} onRetry={read.reload} />;
  if (company.failedStatus !== null && !company.data)
    return <ReadFailed status={company.failedStatus} onRetry={company.reload} />;

  const rates = read.data;
  // amounts are shown only in the company's own currency, once it is known
  const currency = company.data ? (company.data.currency ?? DEFAULT_CURRENCY) : null;

  return (
    <section>
      <CompanyHeader
        companyId={companyId}
        title={MONEY_TEXTS.rates}
        count={rates?.length}
        onAdd={manager && currency ? () => setAdding(true) : undefined}
        addLabel={MONEY_TEXTS.addRate}
      />
      {currency && (
        // a new currency shows as the company's once saved (the choice starts from it again)
        <CurrencySetting key={currency} companyId={companyId} currency={currency} canSet={manager} />
      )}
      {!rates || !currency ? (
        <Spinner label={MONEY_TEXTS.loadingRates} />
      ) : rates.length === 0 ? (
        <EmptyState message={MONEY_TEXTS.noRates} />
      ) : (
        RATE_LEVELS.map((level) => {
          const rows = rates.filter((rate) => rate.level === level);
          return rows.length === 0 ? null : (
            <RateLevelSection
              key={level}
              level={level}
              rates={rows}
              currency={currency}
              onDelete={manager ? remove : undefined}
            />
          );
        })
      )}
      {adding && company.data && currency && (
        <AddRateDialog
          companyId={companyId}
          currency={currency}
          today={todayIn(company.data.time_zone)}
          onClose={() => setAdding(false)}
          onSaved={() => setAdding(false)}
        />
      )}
    </section>
  );
}

/** A rate in words, as its row's actions name it: where it applies and from which day. */
const rateLabel = (rate: Rate): string => MONEY_TEXTS.rateOf(ratePlace(rate), dayInWords(rate.from));

interface RateLevelProps {
  level: RateLevel;
  rates: readonly Rate[];
  currency: string;
  /** present when the viewer deletes rates */
  onDelete?: (rate: Rate) => void;
}

/**
 * The rates of one level, named by it: the places the level names (RATE_PLACES), the hourly rate,
 * the first day and who set it. On phones each rate is a card, as every company table.
 */
function RateLevelSection({ level, rates, currency, onDelete }: RateLevelProps) {
  const headingId = useId();
  const columns = useMemo<Column<Rate>[]>(
    () => [
      ...RATE_PLACES[level].map((field): Column<Rate> => ({
        key: field,
        label: PLACE_LABELS[field].toUpperCase(),
        render: (rate) => placeName(rate, field),
      })),
      {
        key: 'hourly_rate',
        label: MONEY_TEXTS.hourlyRate.toUpperCase(),
        render: (rate) => formatMoney(rate.hourly_rate, currency),
      },
      { key: 'from', label: MONEY_TEXTS.from.toUpperCase(), render: (rate) => dayInWords(rate.from) },
      { key: 'set_by_name', label: MONEY_TEXTS.setBy.toUpperCase(), kind: 'text' },
    ],
    [level, currency],
  );
  const actions = useMemo<RowActions<Rate> | undefined>(
    () => (onDelete ? { delete: onDelete } : undefined),
    [onDelete],
  );
  return (
    <section className="co-rate-level" aria-labelledby={headingId}>
      <h2 id={headingId}>{MONEY_TEXTS.levels[level]}</h2>
      <DataTable
        label={MONEY_TEXTS.levels[level]}
        rows={rates}
        columns={columns}
        actions={actions}
        rowLabel={rateLabel}
      />
    </section>
  );
}
