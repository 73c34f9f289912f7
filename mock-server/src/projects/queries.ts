/** Reading projects: deleted projects are gone as far as the API is concerned. */
import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import { toProject, type ReadOptions, type Repo } from '../db/repo';
import type { ProjectRecord } from '../db/records';
import { projects } from '../db/schema';
import { found } from '../kernel/route';

export const projectById = async (db: Repo, id: number, how?: ReadOptions): Promise<ProjectRecord> => {
  const project = await db.projects.get(id, how);
  return found(project && !project.deleted_at ? project : undefined, 'project', id);
};

/** Live projects (not deleted) of a company, in creation order; `lock` as `Repo`'s reads by id. */
export async function liveProjectsOfCompany(
  db: Repo,
  companyId: number,
  { lock }: ReadOptions = {},
): Promise<ProjectRecord[]> {
  const query = db.q
    .select()
    .from(projects)
    .where(and(eq(projects.company, companyId), isNull(projects.deleted_at)))
    .orderBy(asc(projects.id));
  return (await (lock ? query.for(lock) : query)).map(toProject);
}

/** The live project of a company named `name` whatever its case (other than `except`), if any. */
export async function liveProjectNamed(
  db: Repo,
  companyId: number,
  name: string,
  except?: number,
): Promise<ProjectRecord | undefined> {
  const [row] = await db.q
    .select()
    .from(projects)
    .where(
      and(
        eq(projects.company, companyId),
        isNull(projects.deleted_at),
        sql`lower(${projects.name}) = lower(${name})`,
        except === undefined ? undefined : ne(projects.id, except),
      ),
    )
    .limit(1);
  return row ? toProject(row) : undefined;
}
