import { useState } from 'react';
import { Button, Select, useNotify, refusalNotice } from '@app/shared';
import { currentZoneName, zoneChoices } from '@app/shared/days';
import { useUpdateCompany } from '@app/shared/query';
import { REPORT_MESSAGES } from './reportMessages';

/** Every zone the browser knows, by its current name (the server checks the name again). */
const ZONES: readonly string[] = zoneChoices();

/**
 * The company's time zone, whose days its reports and performance count: the platform admin
 * changes it here (the server lets only the admin change a company). Saving recounts the totals:
 * the company (read again for its zone), its reports and every total it changes are read again.
 */
export function TimeZoneSetting({ companyId, zone }: { companyId: number; zone: string }) {
  // a zone saved by an older name is shown by its current one
  const [choice, setChoice] = useState(currentZoneName(zone));
  const { attempt: updateCompany, isPending: saving } = useUpdateCompany();
  const notify = useNotify();
  const current = currentZoneName(zone);
  const options = (ZONES.includes(current) ? ZONES : [current, ...ZONES]).map((value) => ({
    value,
    label: value,
  }));

  const save = async () => {
    const outcome = await updateCompany({ id: companyId, patch: { time_zone: choice } });
    if (outcome.ok) {
      notify({ ...REPORT_MESSAGES.timeZoneSaved, mode: 'success' });
    } else {
      notify({ ...refusalNotice(REPORT_MESSAGES.timeZoneFailed, outcome), mode: 'error' });
    }
  };

  return (
    <div className="rp-zone">
      <Select label="Company time zone" value={choice} options={options} onChange={setChoice} />
      <Button contain outline loading={saving} disabled={choice === zone} onClick={save}>
        Save time zone
      </Button>
    </div>
  );
}
