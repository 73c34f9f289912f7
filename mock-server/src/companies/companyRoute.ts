/** The routes under one company ({companyId} in their path): its lists and what is added to it. */
import type { EndpointKey, EndpointParams } from '@app/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Repo } from '../db/repo';
import type { CompanyRecord, UserRecord } from '../db/records';
import { ensure } from '../kernel/errors';
import { route, type Declared, type Handler, type Input } from '../kernel/route';
import { companyById } from './queries';

/** The endpoints whose path names a company as {companyId}. */
type CompanyEndpoint = {
  [K in EndpointKey]: EndpointParams<K> extends { companyId: number } ? K : never;
}[EndpointKey];

/**
 * Who may call a route for a company (a predicate of the contract's policy), and the 403's detail
 * for everyone else.
 */
interface CompanyAccess {
  rule: (actor: UserRecord, companyId: number) => boolean;
  refusal: string;
}

/**
 * Registers routes under one company for the callers `access` lets in: before a handler runs, the
 * company {companyId} is read (404 when there is none) and the access rule must let the caller in
 * (403 with its refusal otherwise); the handler gets the company.
 */
export const companyRoutes =
  (app: FastifyInstance, db: Repo, { rule, refusal }: CompanyAccess) =>
  <
    K extends CompanyEndpoint,
    B extends z.ZodTypeAny = z.ZodUndefined,
    Q extends z.ZodTypeAny = z.ZodUndefined,
  >(
    key: K,
    declared: Declared<K, B, Q>,
    handler: (
      company: CompanyRecord,
      input: Input<K, B, Q>,
      request: FastifyRequest,
    ) => ReturnType<Handler<K, B, Q>>,
  ): void =>
    route(app, key, declared, async (request, input) => {
      // K names {companyId} (CompanyEndpoint), which the compiler cannot follow through the generic
      const company = await companyById(db, (input.params as { companyId: number }).companyId);
      ensure(rule(request.actor, company.id), refusal);
      return handler(company, input, request);
    });
