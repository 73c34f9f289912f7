import { useState, type FormEvent } from 'react';
import { Button, TextInput, notify, refusalNotice } from '@app/shared';
import { ReadFailed } from '@app/shared/query';
import { IMPORT_TEXTS } from '@app/shared/imports';
import { useImportFloor, useSetImportFloor } from '@app/shared/imports';

/**
 * The earliest day the company's imports reach back to (the product's floor until it sets
 * another): shown and changed by those who import. A day the server refuses says why.
 */
export function ImportFloorSetting({ companyId }: { companyId: number }) {
  const read = useImportFloor(companyId);
  const saving = useSetImportFloor(companyId);
  const [typed, setTyped] = useState<string | null>(null);
  if (read.failedStatus !== null && !read.data)
    return <ReadFailed part status={read.failedStatus} onRetry={read.reload} />;
  const saved = read.data?.earliest_day ?? '';
  const value = typed ?? saved;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const outcome = await saving.attempt({ earliest_day: value });
    if (outcome.ok) setTyped(null);
    notify(
      outcome.ok
        ? { ...IMPORT_TEXTS.floorSaved, mode: 'success' }
        : { ...refusalNotice(IMPORT_TEXTS.floorFailed, outcome), mode: 'error' },
    );
  };

  return (
    <form className="im-floor" onSubmit={(event) => void save(event)} noValidate>
      <TextInput
        label={IMPORT_TEXTS.floor}
        type="date"
        value={value}
        disabled={!read.data}
        onChange={(event) => setTyped(event.target.value)}
      />
      <p className="tt-form-hint">{IMPORT_TEXTS.floorHint}</p>
      <Button
        type="submit"
        contain
        outline
        loading={saving.isPending}
        disabled={!read.data || value === saved}
      >
        {IMPORT_TEXTS.saveFloor}
      </Button>
    </form>
  );
}
