// Routes of the offers feature: offer versions, responses to offers, and the worker's work journey.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  applicationOffersResponse,
  resolvedTerms,
  agreedTerms,
  extensionOfferTerms,
  proposeExtensionInput,
  respondToOfferInput,
  respondToOfferResponse,
  submitOfferInput,
  submitOfferResponse,
  withDerivedPay,
  workJourneyResponse,
} from '@/domain/offers';
import { idSchema, paginationQuery, MESSAGES } from '@/domain/shared';
import { looseStatusSchema } from '@/domain/applications';
import { AppError } from '../../errors';
import { authorize, requireUser, isWorker, readsOrganizationView } from '../../policies';
import type { SessionUser } from '../../plugins/auth';
import { offerApplicationToApi, offerToApi } from './offer-api';
import { jobOfferTerms, listOfferVersions, loadApplicationWithJob } from './queries';
import { offerSide } from './offer-guard';
import { submitOffer } from './submit-offer';
import { respondToOffer } from './respond-to-offer';
import { workJourney } from './work-journey';
import { applications, jobs, offers, users } from '../../db/schema';

/** Workers answer offers; recruiters, organizations and admins make them. */
function authorizeOfferCaller(request: Parameters<typeof requireUser>[0]): SessionUser {
  const user = requireUser(request);
  return authorize(request, isWorker(user) ? 'offers.respond' : 'offers.make');
}

const offersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/offers',
    {
      schema: {
        summary: 'Send offer terms (offer, update, change, counter)',
        tags: ['offers'],
        body: submitOfferInput,
        response: { 201: submitOfferResponse },
      },
    },
    async (request, reply) => {
      const user = authorizeOfferCaller(request);
      const r = await submitOffer(app, user, request.body);
      return reply.code(201).send({
        application: offerApplicationToApi(r.application),
        offer: offerToApi(r.offer, `${user.firstName} ${user.lastName}`.trim(), r.resolved),
        auto_accepted: r.autoAccepted,
      });
    },
  );

  app.post(
    '/api/applications/:id/extension',
    {
      schema: {
        summary: 'Propose an extension of a Working assignment (a new end date, changed terms if any)',
        description:
          'Either side proposes; the proposal is an offer version answered through POST /api/offers (counter, change) ' +
          'and POST /api/offers/respond (accept, decline). Its acceptance drafts a contract amendment both sides sign.',
        tags: ['offers'],
        params: z.object({ id: idSchema }),
        body: proposeExtensionInput,
        response: { 201: submitOfferResponse },
      },
    },
    async (request, reply) => {
      const user = authorizeOfferCaller(request);
      const { end_date, terms, version } = request.body;
      const input = { applicationId: request.params.id, terms: extensionOfferTerms({ end_date, terms }), version };
      const r = await submitOffer(app, user, input, { endDate: end_date });
      return reply.code(201).send({
        application: offerApplicationToApi(r.application),
        offer: offerToApi(r.offer, `${user.firstName} ${user.lastName}`.trim(), r.resolved),
        auto_accepted: r.autoAccepted,
      });
    },
  );

  app.post(
    '/api/offers/respond',
    {
      schema: {
        summary: 'Answer an offer (accept, decline, withdraw)',
        tags: ['offers'],
        body: respondToOfferInput,
        response: { 200: respondToOfferResponse },
      },
    },
    async (request) => {
      const user = authorizeOfferCaller(request);
      const updated = await respondToOffer(app, user, request.body);
      return { application: offerApplicationToApi(updated), status: offerApplicationToApi(updated).status };
    },
  );

  app.get(
    '/api/applications/:id/offers',
    {
      schema: {
        summary: "An application's offer versions",
        tags: ['offers'],
        params: z.object({ id: idSchema }),
        response: { 200: applicationOffersResponse },
      },
      config: {
        cache: {
          reads: [applications, jobs, offers, users],
          when: ({ user }) => isWorker(user) || readsOrganizationView(user),
        },
      },
    },
    async (request) => {
      const user = authorizeOfferCaller(request);
      const row = await loadApplicationWithJob(app.db, request.params.id);
      offerSide(user, row?.app);
      if (!row) throw new AppError('NOT_FOUND', MESSAGES.errors.notFound);
      const versions = await listOfferVersions(app.db, row.app.id);
      const jobTerms = jobOfferTerms(row.jobDetails);
      const offerRows = versions.map((x) => x.offer);
      return {
        agreed_terms: agreedTerms(jobTerms, offerRows, row.app.acceptedOfferVersion),
        application: offerApplicationToApi(row.app),
        job: {
          _id: row.app.jobId,
          title: row.jobTitle,
          profession: row.jobProfession,
          // The posted terms, pay derived by the same function as the job detail and every offer version.
          terms: withDerivedPay(jobTerms),
          requirements: (row.jobDetails.requirements ?? {}) as Record<string, unknown>,
        },
        offers: versions.map((v, i) =>
          offerToApi(
            v.offer,
            `${v.firstName} ${v.lastName}`.trim(),
            resolvedTerms(
              jobTerms,
              versions.slice(0, i + 1).map((x) => x.offer),
            ),
          ),
        ),
      };
    },
  );

  app.get(
    '/api/work-journey',
    {
      schema: {
        summary: "The worker's applications by status",
        tags: ['offers'],
        querystring: paginationQuery.extend({ status: looseStatusSchema.optional() }),
        response: { 200: workJourneyResponse },
      },
      config: { cache: { reads: [applications, jobs, offers] } },
    },
    async (request) => {
      const user = authorize(request, 'applications.viewOwn');
      return workJourney(app.db, user.id, request.query);
    },
  );
};

export default offersRoutes;
