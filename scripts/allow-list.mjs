/** The allow-list as the product is configured (ALLOWED_EMAILS or the defaults of @app/contract). */
import { parseAllowList } from '@app/contract/access-policy';

export const appAllowList = () => parseAllowList(process.env.ALLOWED_EMAILS);
