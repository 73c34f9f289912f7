import { useId, useState, type FormEvent } from 'react';
import { Button, Select, notify, refusalNotice } from '@app/shared';
import { MONEY_TEXTS, currencyCodes } from '@app/shared/money';
import { useUpdateCompany } from '@app/shared/query';

const names = new Intl.DisplayNames(['en'], { type: 'currency', fallback: 'code' });
/** 'EUR – Euro': a currency by its code and its name. */
const currencyLabel = (code: string) => {
  const name = names.of(code);
  return name && name !== code ? `${code} – ${name}` : code;
};

/** Every ISO 4217 code the browser knows, by code (the server checks the code again). */
const CHOICES = currencyCodes().map((value) => ({ value, label: currencyLabel(value) }));

interface CurrencySettingProps {
  companyId: number;
  /** the company's currency now */
  currency: string;
  /** whether the viewer sets it (may.manageMoney: the company's representative) */
  canSet: boolean;
}

/**
 * The company's currency, the one its rates and amounts are in: shown to every reader; its
 * representative chooses another (PATCH /company/{id} {currency}), which the server refuses (409,
 * said in its words) while the company has rates.
 */
export function CurrencySetting({ companyId, currency, canSet }: CurrencySettingProps) {
  const hintId = useId();
  const [choice, setChoice] = useState(currency);
  const { attempt: updateCompany, isPending: saving } = useUpdateCompany();

  if (!canSet)
    return (
      <p className="co-currency">
        {MONEY_TEXTS.currency}: <strong>{currencyLabel(currency)}</strong>
      </p>
    );

  // a code this browser does not know is still the company's
  const options = CHOICES.some((option) => option.value === currency)
    ? CHOICES
    : [{ value: currency, label: currency }, ...CHOICES];

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const outcome = await updateCompany({ id: companyId, patch: { currency: choice } });
    notify(
      outcome.ok
        ? { ...MONEY_TEXTS.currencySaved, mode: 'success' }
        : { ...refusalNotice(MONEY_TEXTS.currencyFailed, outcome), mode: 'error' },
    );
  };

  return (
    <form className="co-currency" onSubmit={(event) => void save(event)} noValidate>
      <Select
        label={MONEY_TEXTS.currency}
        value={choice}
        options={options}
        onChange={setChoice}
        aria-describedby={hintId}
      />
      <Button type="submit" contain outline loading={saving} disabled={choice === currency}>
        {MONEY_TEXTS.saveCurrency}
      </Button>
      <p id={hintId} className="co-currency-hint">
        {MONEY_TEXTS.currencyHint}
      </p>
    </form>
  );
}
