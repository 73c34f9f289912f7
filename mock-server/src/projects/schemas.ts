/** What creating and renaming a project take. */
import { LIMITS, type ProjectInput } from '@app/contract';
import { SERVER_LIMITS } from '@app/contract/server-rules';
import { z } from 'zod';
import { requiredText, type Payload } from '../kernel/input';

export const projectInputSchema = z.object({
  name: requiredText(LIMITS.projectNameMinLength, SERVER_LIMITS.nameMaxLength),
}) satisfies Payload<ProjectInput>;
