/** What creating and renaming a project take. */
import { FIELD_RULES, type ProjectInput } from '@app/contract';
import { z } from 'zod';
import { fieldSchemas, type Payload } from '../kernel/input';

export const projectInputSchema = z.object(fieldSchemas(FIELD_RULES.project)) satisfies Payload<ProjectInput>;
