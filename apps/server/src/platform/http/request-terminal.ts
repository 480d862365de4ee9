import type { FastifyRequest } from 'fastify';
import {
  TOUCH_POINTS_HEADER,
  terminalOf,
  type TTerminal,
} from '@lectern/contracts/common/terminal';

/** The caller's terminal, from its user agent and the touch points the web client reports. */
export const requestTerminal = (request: FastifyRequest): TTerminal => {
  const touchPoints = Number(request.headers[TOUCH_POINTS_HEADER.toLowerCase()]);
  return terminalOf(
    request.headers['user-agent'] ?? '',
    Number.isFinite(touchPoints) ? touchPoints : 0,
  );
};
