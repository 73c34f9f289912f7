/** The allow-list as the product is configured (ALLOWED_EMAILS or the defaults of @app/shared). */
import { parseAllowList } from '../shared/src/accessPolicy.ts';

export const appAllowList = () => parseAllowList(process.env.ALLOWED_EMAILS);
