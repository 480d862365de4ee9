import type { FastifyInstance } from 'fastify';
import { getAdminAdmissionTicket } from '@lectern/contracts/exams/get-admin-admission-ticket';
import { getAdmissionTickets } from '@lectern/contracts/exams/get-admission-tickets';
import type { AppDeps } from '../../platform/app-deps';
import { registerEndpoint } from '../../platform/http/endpoint-route';
import { admissionTicketsService } from './admission-tickets.service';
import { examsRepositories } from './exams.repositories';

/** Admission tickets: the learner's examinee cards and the invigilator's `/admin` lookup. */
export const registerAdmissionTicketRoutes = (api: FastifyInstance, deps: AppDeps) => {
  const tickets = admissionTicketsService({
    db: deps.db,
    transact: deps.transact,
    repositories: examsRepositories,
  });
  registerEndpoint(api, deps.guards, getAdmissionTickets, ({ session }) => tickets.list(session));
  registerEndpoint(api, deps.guards, getAdminAdmissionTicket, ({ session, query }) =>
    tickets.lookup(session, query.ticketNumber),
  );
};
