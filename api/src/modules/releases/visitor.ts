// The registry as the visitor of a request gets it (decision 0082): the same answer for the server's render of the
// page, the browser's /remotes.json and its build check, since all three read the visitor's cohort cookie. A visitor
// without one gets one only while a canary runs (no cookie at all otherwise).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { cohortCookie, cohortOf, drawCohort } from './cohort.ts';
import { servedFor, type ReleaseRegistry, type VisitorRegistry } from './registry.ts';

export interface VisitorAnswer extends VisitorRegistry {
  /** Whether the answer depends on the visitor's cohort (a canary runs): no shared cache may keep it. */
  varies: boolean;
}

export async function registryForVisitor(registry: ReleaseRegistry, req: FastifyRequest, reply: FastifyReply): Promise<VisitorAnswer> {
  const snapshot = await registry.snapshot();
  let cohort = cohortOf(req.headers.cookie);
  if (cohort === null && snapshot.canaryActive) {
    cohort = drawCohort();
    reply.header('set-cookie', cohortCookie(cohort, req.protocol === 'https'));
  }
  return { ...servedFor(snapshot, cohort), varies: snapshot.canaryActive };
}
