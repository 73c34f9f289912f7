import { todayIn } from '@app/shared/days';
import { useCompanyOfUser } from '@app/shared/query';

/** Today ('yyyy-MM-dd') in the time zone of `userId`'s company; null until the company is read. */
export function useCompanyToday(userId: number): string | null {
  const zone = useCompanyOfUser(userId).data?.time_zone;
  return zone ? todayIn(zone) : null;
}
