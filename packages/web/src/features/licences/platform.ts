import { useQuery } from '@tanstack/react-query';
import { platformLicence } from '../../api/licences';
import { useSession } from '../../app/session/store';

/** The query of the platform licence summary; licence changes invalidate everything under `licences`. */
export const PLATFORM_KEY = ['licences', 'platform'] as const;

/**
 * The platform licence summary (`/sysconfapi/platformLicense`), asked once
 * per session and again only when a licence screen changes licences.
 */
export function usePlatformLicence() {
  const token = useSession((s) => s.token);
  // Refused until a forced password change is done; asked once it is.
  const changing = useSession((s) => s.menu?.user.isNeedModifyPwd === 1);
  return useQuery({
    queryKey: [...PLATFORM_KEY, token],
    queryFn: platformLicence,
    enabled: !!token && !changing,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
